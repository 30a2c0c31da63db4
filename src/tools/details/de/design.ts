import type { DetailMessages } from '../../catalogue-text';

// Descriptions and tags of the design tools in German; tags are comma-separated.
export default {
  'color-picker.description': 'Farbe wählen, eine Palette aus 8 Farben erstellen und zwischen HEX, RGB, HSL, HSV, CMYK und OKLCH umrechnen.',
  'color-picker.tags': 'Farbe, Palette, Hex, Kontrast',
  'gradient-generator.description': 'Gestaltet lineare, radiale und konische CSS-Verläufe mit bis zu acht Farbstopps und kopiert das CSS.',
  'gradient-generator.tags': 'CSS, Verlauf, Hintergrund, Farbe',
  'qr-generator.description': 'Erstellt QR-Codes für Links, Text, WLAN, E-Mail, SMS, Telefon, Standort und Kontaktkarten – offline.',
  'qr-generator.tags': 'QR, WLAN, vCard, PNG, SVG',
  'image-resizer.description': 'Ändert Größe und Format von PNG-, JPEG-, WebP- und GIF-Bildern mit hochwertiger Verkleinerung, direkt im Browser.',
  'image-resizer.tags': 'Bild, skalieren, komprimieren, WebP',
  'favicon-generator.description': 'Macht aus einem Bild, Buchstaben oder Emoji eine favicon.ico, PNG-Icons, ein Web-Manifest und die HTML-Tags.',
  'favicon-generator.tags': 'Favicon, Icon, Manifest, ICO',
  'contrast-checker.description': 'Prüft Text- und Hintergrundfarbe nach WCAG 2.2 AA und AAA, zeigt den APCA-Lc-Wert und schlägt eine bestehende Farbe vor.',
  'contrast-checker.tags': 'Kontrast, WCAG, Barrierefreiheit, APCA',
  'box-shadow-generator.description': 'Baut mehrschichtige CSS-Schatten mit Versatz, Unschärfe, Ausdehnung, Farbe und Innenschatten, zeigt sie an einer Karte und kopiert das CSS.',
  'box-shadow-generator.tags': 'box-shadow, CSS, Schatten, Design',
  'svg-optimizer.description': 'Optimiert SVG-Dateien mit SVGO im Browser: entfernt Editor-Metadaten, rundet Zahlen, zeigt die Ersparnis und beide Bilder nebeneinander.',
  'svg-optimizer.tags': 'SVG, SVGO, verkleinern, Icons',
} satisfies DetailMessages<'design'>;
