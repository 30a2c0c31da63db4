import { Slider } from '../../ui/components/Slider';

/** The JPEG/WebP quality slider, in its own chunk: it only loads once a lossy format is chosen. */
export default function QualitySlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return <Slider label="Quality" minValue={0} maxValue={100} step={1} value={value} onChange={onChange} valueLabel={(n) => `${n} %`} />;
}
