import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in Russian; tags are comma-separated.
export default {
  'color-picker.description': 'Выберите цвет, соберите палитру из 8 цветов и переводите цвета между HEX, RGB, HSL, HSV, CMYK и OKLCH.',
  'color-picker.tags': 'цвет, палитра, подбор цвета, hex, контраст',
  'gradient-generator.description': 'Создавайте линейные, радиальные и конические CSS-градиенты с восемью опорными цветами и копируйте CSS.',
  'gradient-generator.tags': 'css, градиент, фон, цвет',
  'qr-generator.description': 'Создавайте QR-коды для ссылок, текста, Wi-Fi, e-mail, SMS, телефона, геопозиции и визиток — без интернета.',
  'qr-generator.tags': 'qr-код, куар, wifi, визитка, vcard, png, svg',
  'image-resizer.description': 'Меняйте размер и формат изображений PNG, JPEG, WebP и GIF с качественным уменьшением прямо в браузере.',
  'image-resizer.tags': 'изображение, картинка, размер, сжать, webp',
  'favicon-generator.description': 'Превратите картинку, букву или эмодзи в favicon.ico, PNG-иконки, веб-манифест и HTML-теги.',
  'favicon-generator.tags': 'фавикон, favicon, иконка, манифест, ico',
  'contrast-checker.description': 'Проверьте цвета текста и фона на соответствие WCAG 2.2 AA и AAA, узнайте значение APCA Lc и получите подходящий цвет.',
  'contrast-checker.tags': 'контраст, wcag, доступность, apca',
  'box-shadow-generator.description': 'Собирайте многослойные CSS-тени box-shadow со смещением, размытием, растяжением, цветом и inset, смотрите их на карточке и копируйте CSS.',
  'box-shadow-generator.tags': 'box-shadow, css, тень, дизайн',
  'svg-optimizer.description': 'Оптимизируйте SVG-файлы с помощью SVGO в браузере: удаление метаданных редактора, округление чисел, сэкономленный размер и оба изображения рядом.',
  'svg-optimizer.tags': 'svg, svgo, сжать, минификация, иконки',
} satisfies DetailMessages<'design'>;
