import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in Brazilian Portuguese; tags are comma-separated.
export default {
  'color-picker.description': 'Escolha uma cor, monte uma paleta de 8 cores e converta entre HEX, RGB, HSL, HSV, CMYK e OKLCH.',
  'color-picker.tags': 'cor, paleta, hex, contraste, seletor de cores',
  'gradient-generator.description': 'Crie gradientes CSS lineares, radiais e cônicos com até oito paradas de cor e copie o CSS.',
  'gradient-generator.tags': 'css, gradiente, degradê, fundo, cor',
  'qr-generator.description': 'Crie QR codes para links, textos, Wi-Fi, e-mail, SMS, telefone, localização e cartões de contato, offline.',
  'qr-generator.tags': 'qr code, wifi, vcard, png, svg, código qr',
  'image-resizer.description': 'Redimensione e converta imagens PNG, JPEG, WebP e GIF com redução de alta qualidade, no seu navegador.',
  'image-resizer.tags': 'imagem, redimensionar, comprimir, webp, foto',
  'favicon-generator.description': 'Transforme uma imagem, letra ou emoji em favicon.ico, ícones PNG, um web manifest e as tags HTML.',
  'favicon-generator.tags': 'favicon, ícone, manifest, ico',
  'contrast-checker.description': 'Confira as cores de texto e fundo com a WCAG 2.2 AA e AAA, veja o valor Lc do APCA e receba uma cor que passa.',
  'contrast-checker.tags': 'contraste, wcag, acessibilidade, apca, cores',
  'box-shadow-generator.description': 'Monte box-shadows CSS em camadas com deslocamento, desfoque, expansão, cor e inset, veja em um card e copie o CSS.',
  'box-shadow-generator.tags': 'box-shadow, css, sombra, design',
  'svg-optimizer.description': 'Otimize arquivos SVG com o SVGO no seu navegador: remova metadados de editores, arredonde números e veja o tamanho economizado e as duas imagens lado a lado.',
  'svg-optimizer.tags': 'svg, svgo, minificar, otimizar, ícones',
} satisfies DetailMessages<'design'>;
