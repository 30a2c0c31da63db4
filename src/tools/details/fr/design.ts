import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in French; tags are comma-separated.
export default {
  'color-picker.description': 'Choisissez une couleur, créez une palette de 8 couleurs et convertissez entre HEX, RGB, HSL, HSV, CMYK et OKLCH.',
  'color-picker.tags': 'couleur, palette, hex, contraste, nuancier',
  'gradient-generator.description': 'Créez des dégradés CSS linéaires, radiaux et coniques avec jusqu’à huit couleurs, et copiez le CSS.',
  'gradient-generator.tags': 'css, dégradé, arrière-plan, couleur',
  'qr-generator.description': 'Créez des QR codes pour des liens, du texte, le Wi-Fi, un e-mail, un SMS, un téléphone, un lieu ou une carte de visite, hors ligne.',
  'qr-generator.tags': 'qr code, wifi, vcard, png, svg',
  'image-resizer.description': 'Redimensionnez et convertissez des images PNG, JPEG, WebP et GIF avec une réduction de haute qualité, dans votre navigateur.',
  'image-resizer.tags': 'image, redimensionner, compresser, webp',
  'favicon-generator.description': 'Transformez une image, une lettre ou un emoji en favicon.ico, icônes PNG, manifeste web et balises HTML.',
  'favicon-generator.tags': 'favicon, icône, manifeste, ico',
  'contrast-checker.description': 'Vérifiez les couleurs du texte et du fond selon WCAG 2.2 AA et AAA, voyez la valeur APCA Lc et obtenez une couleur conforme.',
  'contrast-checker.tags': 'contraste, wcag, accessibilité, apca',
  'box-shadow-generator.description': 'Composez des ombres CSS box-shadow en couches avec décalage, flou, étendue, couleur et inset, voyez-les sur une carte et copiez le CSS.',
  'box-shadow-generator.tags': 'box-shadow, css, ombre portée, design',
  'svg-optimizer.description': 'Optimisez des fichiers SVG avec SVGO dans votre navigateur\u00a0: supprimez les métadonnées d’éditeur, arrondissez les nombres, voyez le poids gagné et les deux images côte à côte.',
  'svg-optimizer.tags': 'svg, svgo, minifier, icônes, compresser',
} satisfies DetailMessages<'design'>;
