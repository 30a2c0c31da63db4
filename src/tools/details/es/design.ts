import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in Spanish; tags are comma-separated.
export default {
  'color-picker.description': 'Elige un color, crea una paleta de 8 colores y convierte entre HEX, RGB, HSL, HSV, CMYK y OKLCH.',
  'color-picker.tags': 'color, paleta, hex, contraste, selector de color',
  'gradient-generator.description': 'Diseña degradados CSS lineales, radiales y cónicos con hasta ocho paradas de color y copia el CSS.',
  'gradient-generator.tags': 'css, degradado, fondo, color, gradiente',
  'qr-generator.description': 'Crea códigos QR para enlaces, texto, wifi, correo, SMS, teléfono, ubicación y tarjetas de contacto, sin conexión.',
  'qr-generator.tags': 'qr, código qr, wifi, vcard, png, svg',
  'image-resizer.description': 'Cambia el tamaño de imágenes PNG, JPEG, WebP y GIF y conviértelas, con una reducción de alta calidad, en tu navegador.',
  'image-resizer.tags': 'imagen, redimensionar, comprimir, webp, foto',
  'favicon-generator.description': 'Convierte una imagen, una letra o un emoji en favicon.ico, iconos PNG, un manifiesto web y las etiquetas HTML.',
  'favicon-generator.tags': 'favicon, icono, manifiesto, ico',
  'contrast-checker.description': 'Comprueba los colores de texto y fondo según WCAG 2.2 AA y AAA, consulta el valor APCA Lc y obtén un color que cumpla.',
  'contrast-checker.tags': 'contraste, wcag, accesibilidad, apca',
  'box-shadow-generator.description': 'Crea sombras CSS en capas con desplazamiento, desenfoque, extensión, color e interior, míralas en una tarjeta y copia el CSS.',
  'box-shadow-generator.tags': 'box-shadow, css, sombra, diseño',
  'svg-optimizer.description': 'Optimiza archivos SVG con SVGO en tu navegador: quita los metadatos del editor, redondea números, muestra el espacio ahorrado y ambas imágenes lado a lado.',
  'svg-optimizer.tags': 'svg, svgo, minificar, iconos, optimizar',
} satisfies DetailMessages<'design'>;
