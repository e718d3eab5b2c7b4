import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LOCALE } from '@/lib/format';
import { useMoney } from '@/lib/money-context';
import { acrossHeight } from './report-chart-size';

export interface ReportBar {
  label: string;
  value: number;
}

export interface ReportChartProps {
  bars: ReportBar[];
  /** Money in the store's currency, or a count (copies). */
  kind: 'money' | 'count';
  /** Bars across with their names on the left (titles, categories); otherwise columns (months). */
  horizontal?: boolean;
  /** What a bar's value is, in the tooltip: "Revenue", "Copies". */
  name: string;
}

const shorten = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);
const tick = { fill: '#475569', fontSize: 12 };

/**
 * A report's figures as bars (recharts, in the dashboard's colours). Loaded on its own (React.lazy),
 * so only the reports download the chart library; purely visual: each section gives screen readers
 * the same figures as a table.
 */
export function ReportChart({ bars, kind, horizontal = false, name }: ReportChartProps) {
  const money = useMoney();
  const axisMoney = new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: money.currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const format = (value: number) => (kind === 'money' ? axisMoney.format(value) : String(value));
  const height = horizontal ? acrossHeight(bars.length) : 240;
  const valueAxis = {
    tickFormatter: format,
    tick,
    tickLine: false,
    axisLine: false,
    allowDecimals: kind === 'money',
  } as const;
  const labelAxis = {
    dataKey: 'label',
    tickFormatter: shorten,
    tick,
    tickLine: false,
    axisLine: { stroke: '#cbd5e1' },
  } as const;

  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      <BarChart
        data={bars}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={horizontal} horizontal={!horizontal} stroke="#e2e8f0" />
        {horizontal ? (
          <>
            <XAxis type="number" {...valueAxis} />
            <YAxis type="category" {...labelAxis} width={116} interval={0} />
          </>
        ) : (
          <>
            <XAxis {...labelAxis} minTickGap={12} />
            <YAxis {...valueAxis} width={56} />
          </>
        )}
        <Tooltip
          cursor={{ fill: '#eef2ff' }}
          formatter={(value) => [kind === 'money' ? money.format(Number(value)) : String(value), name]}
        />
        <Bar
          dataKey="value"
          fill="#4f46e5"
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
