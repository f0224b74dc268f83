import type { AmountRow } from '../liquidity-rows';
import { BAR_SHARE, chartHeight, ROW_EM } from './chart-size';
import styles from './liquidity-chart.module.css';

/**
 * Horizontal bars of the monthly premiums, each with its label above and its amount after it (plain SVG, no charting library; a chunk of its own, loaded by
 * the liquidity page only). One image to assistive technology, named by `label` with every number; the
 * page's table beside it shows the same numbers. Nothing moves (no animation).
 */
export default function LiquidityChart({ bars, label }: { bars: readonly AmountRow[]; label: string }) {
  const max = Math.max(0, ...bars.map((bar) => bar.monthly)) || 1;
  return (
    <svg className={styles.chart} role="img" aria-label={label} style={{ height: chartHeight(bars.length) }}>
      {bars.map((bar, index) => {
        const top = index * ROW_EM;
        const width = (bar.monthly / max) * BAR_SHARE;
        return (
          <g key={bar.key}>
            <text className={styles.label} x="0" y={`${top + 1.1}em`}>
              {bar.label}
            </text>
            <rect
              className={styles.bar}
              x="0"
              y={`${top + 1.5}em`}
              width={`${Math.max(width, 0.5)}%`}
              height="1.2em"
              rx="3"
            />
            <text className={styles.value} x={`${width + 1.5}%`} y={`${top + 2.45}em`}>
              {bar.month}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
