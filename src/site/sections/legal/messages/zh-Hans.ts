import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  updated: '最后更新：<date>2024 年 1 月 15 日</date>',

  privacyMetaTitle: '隐私政策',
  privacyMetaDescription:
    'Toolshed 的工具在您的浏览器中运行：您输入的内容绝不会上传，没有账号，没有统计分析，也没有跟踪 Cookie。完整隐私政策。',
  privacyTitle: '隐私政策',
  shortTitle: '简要说明',
  short1: '每个工具都在您的浏览器中运行。您在工具中输入、粘贴或打开的任何内容都不会发送给我们。',
  short2: '没有账号，没有统计分析，没有广告，也没有跟踪 Cookie。',
  short3: '在多次访问之间记住的少量信息都存储在您自己的浏览器中，您可以随时删除。',
  scopeTitle: '我们是谁以及本政策的适用范围',
  scopeText: '本政策适用于 Toolshed 网站以及可嵌入的 Toolshed 工具。如有疑问，请发送邮件至 <mail>{email}</mail>。',
  toolsTitle: '您输入的内容会怎样处理',
  toolsText:
    'Toolshed 的工具通过您设备上的 JavaScript 完成工作。您统计的文本、格式化的 JSON、生成或检测的密码，以及调整尺寸或计算哈希的文件，都在浏览器内存中处理，不会上传给 Toolshed 或任何其他人。关闭页面即会丢弃这些内容，除非工具明确告知会保存某些内容（见下文）。',
  deviceTitle: '您的设备上存储了什么',
  device1: '您选择的浅色或深色主题，存储在浏览器的本地存储中，以便下次访问时网站外观保持一致。',
  device2:
    '您在「安全笔记」中保存的笔记，在浏览器中使用 AES-256-GCM 加密，口令短语只有您知道。我们无法读取或恢复这些笔记。',
  device3: '浏览器为加快网站加载而缓存的文件，与任何网站相同。',
  deviceClear: '您可以在浏览器设置中清除本网站的数据，从而删除以上所有内容。',
  collectTitle: '我们不收集什么',
  collectText:
    '我们不使用统计分析、广告、社交媒体像素、浏览器指纹或跟踪 Cookie，也不购买、出售或共享个人信息。Toolshed 没有账号，因此不存在关于您的任何档案。',
  hostingTitle: '托管与服务器日志',
  hostingText:
    '本网站由一组静态文件构成。提供这些文件的托管服务商可能会出于安全和防止滥用的目的，保留标准的 Web 服务器日志（IP 地址、时间、请求的页面和浏览器类型）。我们不会使用这些日志识别访客或建立访客档案。',
  formsTitle: '联系表单、订阅框与电子邮件',
  formsText:
    '联系表单只在页面上检查您输入的内容，不会发送任何东西：Toolshed 没有接收它的服务器。「获取最新动态」框同样不会发送任何内容：点击「订阅」会打开您自己的邮件程序并生成一封发给我们的邮件，是否发送由您决定；Atom 订阅源则是您的阅读器从本网站获取的一个文件。如果您给我们发邮件，我们只会用您的地址和消息来回复您或发送您要求的动态，不再需要时即予删除。',
  embedsTitle: '嵌入在其他网站上的工具',
  embedsText:
    '当某个网站嵌入 Toolshed 工具时，工具代码从 Toolshed 加载，并作为该网站的一部分在您的浏览器中运行。工具不会向 Toolshed 发送任何内容，但会将结果报告给所在页面，因此该网站可以读取工具显示的内容。该网站如何使用这些内容，适用其自己的隐私政策。',
  childrenTitle: '儿童',
  childrenText:
    'Toolshed 并非面向 13 岁以下儿童，我们也不会在知情的情况下收集 13 岁以下儿童的个人信息。如果您认为有儿童通过电子邮件向我们发送了个人信息，请联系 <mail>{email}</mail>，我们会将其删除。',
  rightsTitle: '您的权利',
  rightsText:
    '根据您所在的地区，GDPR 和 CCPA 等法律赋予您访问、更正或删除个人信息的权利。除了您发给我们的邮件之外，我们不持有任何个人信息，因此只需向 <mail>{email}</mail> 提出请求，即可删除这些邮件。',
  changesTitle: '本政策的变更',
  changesText: '如果我们改变 Toolshed 处理信息的方式，我们将更新本页面及顶部的日期。另请参阅我们的<terms>服务条款</terms>。',

  termsMetaTitle: '服务条款',
  termsMetaDescription:
    '使用 Toolshed 免费浏览器工具以及将其嵌入您自己网站的条款：可接受的使用、准确性、担保和责任限制。',
  termsTitle: '服务条款',
  acceptanceTitle: '1. 接受本条款',
  acceptanceText:
    '使用 Toolshed 网站或嵌入 Toolshed 工具，即表示您同意本条款。如果您不同意，请不要使用本服务。',
  serviceTitle: '2. 服务内容',
  serviceText:
    'Toolshed 提供在您的网页浏览器中运行的免费实用工具。没有账号，也不收取任何费用。我们可能随时新增、修改或停用工具，也可能完全停止提供本服务。',
  useTitle: '3. 可接受的使用',
  useIntro: '您可以将这些工具用于任何合法的个人或商业用途。您不得：',
  use1: '利用工具违反法律或伤害他人，例如制作钓鱼二维码；',
  use2: '试图干扰本网站或提供嵌入文件的服务，例如自动发送大量请求；',
  use3: '歪曲 Toolshed 或嵌入工具的性质，例如声称它会发送或存储数据。',
  contentTitle: '4. 您的内容',
  contentText:
    '您在工具中输入的内容仍归您所有。这些内容在您的浏览器中处理，从不会到达我们这里，因此我们对其不主张任何权利，也无法看到。您应确保自己有权使用所处理的内容。',
  embeddingTitle: '5. 嵌入工具',
  embeddingText:
    '您可以按照<api>嵌入 API</api> 免费将任何工具嵌入您的网站。您需对自己的页面负责，包括告知访客页面加载了哪些脚本。我们可能会更改嵌入文件或其地址；我们会尽可能长期保持文档中的元素名称可用。',
  accuracyTitle: '6. 结果的准确性',
  accuracyText:
    '我们会仔细测试这些工具，但结果仅供参考。重要的内容，例如用于合同或健康决策的计算，请通过其他来源再次核对。例如，BMI 计算器并不构成医疗建议。',
  warrantyTitle: '7. 不提供担保',
  warrantyText:
    'Toolshed 按「现状」和「现有」基础提供，不附带任何明示或暗示的担保，包括对特定用途的适用性以及不间断或无错误运行的担保。',
  liabilityTitle: '8. 责任限制',
  liabilityText:
    '在法律允许的最大范围内，对于因您使用 Toolshed 而产生的间接、附带或后果性损失，我们概不负责。我们对任何索赔的全部责任，以索赔前 12 个月内您为本服务向我们支付的金额为限。由于 Toolshed 是免费的，该金额为 $0。',
  termsChildrenTitle: '9. 儿童',
  termsChildrenText: 'Toolshed 并非面向 13 岁以下儿童。',
  privacySectionTitle: '10. 隐私',
  privacySectionText: '我们如何处理信息，请参阅我们的<privacy>隐私政策</privacy>。',
  termsChangesTitle: '11. 变更与联系方式',
  termsChangesText:
    '我们可能会更新本条款；顶部的日期表示最新版本，变更后继续使用 Toolshed 即表示您接受变更。如有疑问，请发送邮件至 <mail>{email}</mail>。',
} satisfies Messages<typeof en>;
