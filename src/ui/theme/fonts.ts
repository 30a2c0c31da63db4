// Self-hosted fonts so screenshots render the same glyphs on every machine.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/jetbrains-mono/wght.css';
