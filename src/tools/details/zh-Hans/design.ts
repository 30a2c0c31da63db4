import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in Simplified Chinese; tags are comma-separated.
export default {
  'color-picker.description': '选取颜色，生成 8 色配色方案，并在 HEX、RGB、HSL、HSV、CMYK 和 OKLCH 之间转换。',
  'color-picker.tags': '颜色, 配色, 调色板, 取色, 色值, hex, 对比度',
  'gradient-generator.description': '设计线性、径向和圆锥 CSS 渐变，最多八个色标，并复制 CSS。',
  'gradient-generator.tags': 'css, 渐变, 渐变色, 背景, 颜色',
  'qr-generator.description': '为链接、文本、Wi-Fi、电子邮件、短信、电话、位置和联系人名片生成二维码，可离线使用。',
  'qr-generator.tags': '二维码, qr, wifi, 名片, vcard, png, svg',
  'image-resizer.description': '在浏览器中调整 PNG、JPEG、WebP 和 GIF 图片的尺寸并转换格式，高质量缩小。',
  'image-resizer.tags': '图片, 调整尺寸, 缩放, 压缩, webp',
  'favicon-generator.description': '将图片、字母或 emoji 转换为 favicon.ico、PNG 图标、Web 应用清单和 HTML 标签。',
  'favicon-generator.tags': 'favicon, 网站图标, 图标, manifest, ico',
  'contrast-checker.description': '按照 WCAG 2.2 AA 和 AAA 检查文字与背景颜色，查看 APCA Lc 值，并获得达标的颜色。',
  'contrast-checker.tags': '对比度, wcag, 无障碍, 可访问性, apca',
  'box-shadow-generator.description': '构建多层 CSS 阴影，可调偏移、模糊、扩展、颜色和内阴影，在卡片上预览并复制 CSS。',
  'box-shadow-generator.tags': 'box-shadow, css, 阴影, 投影, 设计',
  'svg-optimizer.description': '在浏览器中用 SVGO 优化 SVG 文件：删除编辑器元数据、精简数字，查看节省的大小并并排比较两张图。',
  'svg-optimizer.tags': 'svg, svgo, 压缩, 优化, 图标',
} satisfies DetailMessages<'design'>;
