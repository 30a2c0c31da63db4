import { Slider } from '../../ui/components/Slider';

/** The JPEG/WebP quality slider, in its own chunk: it only loads once a lossy format is chosen. */
export default function QualitySlider({
  value,
  onChange,
  label,
  valueLabel,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  /** "85 %" in the page's locale. */
  valueLabel: (value: number) => string;
}) {
  return <Slider label={label} minValue={0} maxValue={100} step={1} value={value} onChange={onChange} valueLabel={valueLabel} />;
}
