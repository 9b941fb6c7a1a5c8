// Thin wrappers over @mui/x-charts (deep imports keep each chart in its own chunk), sized for phones and desktops.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';

const HEIGHT = 240;

export interface Bar {
  label: string;
  value: number;
}

export function SimpleBarChart({
  bars,
  seriesLabel,
  horizontal = false,
  formatValue,
  formatAxis,
}: {
  bars: Bar[];
  seriesLabel: string;
  horizontal?: boolean;
  /** Tooltips (and the value axis when no formatAxis is given). */
  formatValue?: (value: number) => string;
  /** Short value-axis ticks, e.g. compact money. */
  formatAxis?: (value: number) => string;
}) {
  const theme = useTheme();
  const labels = bars.map((bar) => bar.label);
  const series = [{ data: bars.map((bar) => bar.value), label: seriesLabel, color: theme.palette.primary.main, valueFormatter: (value: number | null) => (value === null ? '' : formatValue ? formatValue(value) : String(value)) }];
  return horizontal ? (
    <BarChart
      height={HEIGHT}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 96 }]}
      xAxis={[{ valueFormatter: formatAxis ?? formatValue }]}
      series={series}
      hideLegend
      margin={{ right: 16 }}
    />
  ) : (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'band', data: labels }]}
      // Money ticks ("GH₵1.2K") need more than the axis's default 30 px, which cuts them to "GH…".
      yAxis={[{ valueFormatter: formatAxis ?? formatValue, width: formatAxis || formatValue ? 64 : undefined }]}
      series={series}
      hideLegend
      margin={{ right: 8 }}
    />
  );
}

export function DailyLineChart({ points, seriesLabel }: { points: { date: string; count: number }[]; seriesLabel: string }) {
  const theme = useTheme();
  return (
    <LineChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'point', data: points.map((point) => point.date.slice(5)) }]}
      series={[{ data: points.map((point) => point.count), label: seriesLabel, showMark: false, color: theme.palette.primary.main }]}
      hideLegend
      margin={{ right: 16 }}
    />
  );
}

export function SharePieChart({ slices, formatValue }: { slices: Bar[]; formatValue?: (value: number) => string }) {
  const shown = slices.filter((slice) => slice.value > 0);
  return (
    <PieChart
      height={HEIGHT}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      series={[
        {
          data: shown.map((slice, index) => ({ id: index, value: slice.value, label: slice.label })),
          innerRadius: 40,
          paddingAngle: 1,
          valueFormatter: (item: { value: number }) => (formatValue ? formatValue(item.value) : String(item.value)),
        },
      ]}
    />
  );
}
