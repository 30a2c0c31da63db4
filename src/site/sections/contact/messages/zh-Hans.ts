import type en from './en';
import type { Messages } from '../../../../i18n/catalog';

export default {
  metaTitle: '联系我们',
  metaDescription:
    '有问题、错误报告或新工具的想法？请发送邮件至 {email}，我们会在 24 小时内回复。另有帮助主题和常见问题解答。',
  title: '联系我们',
  lead: '问题、错误报告、新工具的想法：我们会阅读每一条消息，并在 24 小时内回复。',
  notSentTitle: '消息目前不会发送到任何地方',
  notSentText: 'Toolshed 没有服务器，因此此表单只会在本页面检查您的消息。如需联系我们，请发送邮件至 <mail>{email}</mail>。',
  formTitle: '给我们留言',
  formRequired: '标有 * 的字段为必填项。',
  helpTopicsTitle: '帮助主题',
  faqTitle: '常见问题',

  quickTitle: '快速联系',
  quickEmail: '电子邮件',
  quickResponseTitle: '回复时间',
  quickResponseText: '我们会在 24 小时内回复每一封邮件。',
  quickBugTitle: '报告错误',
  quickBugText: '请注明工具名称、浏览器及其版本，以及您输入的内容。请勿包含密码和个人数据。',

  topicFindTitle: '查找工具',
  topicFindText: '按名称或用途搜索目录，或浏览六大分类。',
  topicFindLink: '浏览全部工具',
  topicEmbedTitle: '嵌入到您的网站',
  topicEmbedText: '一个 script 标签和一个元素，即可将任意工具放到您自己的页面上。',
  topicEmbedLink: '阅读嵌入文档',
  topicPrivacyTitle: '隐私与您的数据',
  topicPrivacyText: '哪些内容留在您的浏览器中，哪些存储在您的设备上，哪些根本不存在。',
  topicPrivacyLink: '阅读隐私政策',
  topicGuidesTitle: '指南与教程',
  topicGuidesText: '关于密码、JSON、二维码、颜色等主题的分步文章。',
  topicGuidesLink: '查看教程',

  faqFreeQuestion: '这些工具真的免费吗？',
  faqFreeAnswer: '是的。每个工具都可以免费无限次使用，无需账号，没有试用期，没有使用限制，也没有广告。',
  faqUploadQuestion: '我输入的内容会被上传吗？',
  faqUploadAnswer:
    '不会。每个工具都在您的浏览器中完成工作。您输入的文本、文件和密码都保留在您的设备上，绝不会发送到服务器；Toolshed 根本没有可供发送的服务器。',
  faqAccountQuestion: '需要注册账号吗？',
  faqAccountAnswer:
    '不需要。没有账号，也无需登录。在多次访问之间记住的内容，例如您选择的浅色或深色主题、您在「安全笔记」中保存的笔记，都保存在您自己的浏览器中。',
  faqOfflineQuestion: '断网后工具还能用吗？',
  faqOfflineAnswer:
    '可以，只要工具页面已加载完成。所有处理都在您的设备上进行，因此断网后工具仍可继续使用，直到您打开一个尚未访问过的页面。',
  faqEmbedQuestion: '我可以把工具放到自己的网站上吗？',
  faqEmbedAnswer:
    '可以。在您的页面中添加一个 script 标签和该工具的元素（例如 {element}）即可。「嵌入 API」页面列出了所有元素名称和选项。',
  faqFormQuestion: '为什么联系表单不发送我的消息？',
  faqFormAnswer:
    'Toolshed 在没有服务器的情况下运行，因此表单可以检查您的消息，却无处发送。请直接发送邮件至「快速联系」下方的地址，或使用表单下方的链接，打开已填好消息的邮件应用。',

  formLabel: '联系表单',
  name: '姓名',
  email: '电子邮箱',
  emailPlaceholder: '例如 you@example.com',
  subject: '主题',
  category: '类别（可选）',
  categoryPlaceholder: '选择类别',
  categorySupport: '一般支持',
  categoryBug: '错误报告',
  categoryFeature: '功能建议',
  categoryFeedback: '反馈',
  categoryBusiness: '商务咨询',
  categoryOther: '其他',
  message: '消息',
  send: '发送消息',
  mailApp: '改用邮件应用发送',
  hint: '此表单会检查您的消息，但不会将其发送到任何地方：Toolshed 目前还没有服务器。点击「改用邮件应用发送」会打开您自己的邮件程序，消息已填好，收件人为 {email}。',
  sentTitle: '{hasName, select, yes {谢谢您，{name}！您的消息已填写完整。} other {谢谢！您的消息已填写完整。}}',
  sentText:
    '消息并未发送：此表单背后还没有服务器。请将其发送至 {email}，我们会在 24 小时内回复。表单现在将被清空。',
  errorName: '请输入您的姓名。',
  errorSubject: '请输入主题。',
  errorMessage: '请输入您的消息。',
  errorTooLong: '{field}过长（最多 {max, plural, other {# 个字符}}）。',
} satisfies Messages<typeof en>;
