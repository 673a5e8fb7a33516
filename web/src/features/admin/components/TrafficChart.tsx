import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SeriesPoint } from '../adminSummary';

const HEIGHT = 220;

/** Page views, errors and the p75 LCP per bucket, drawn by uPlot (canvas, no React state). */
export function TrafficChart({ series, label }: { series: SeriesPoint[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.map((p) => Date.parse(p.start) / 1000),
      series.map((p) => p.page_views),
      series.map((p) => p.errors),
      series.map((p) => p.lcp_p75),
    ];
    const options: uPlot.Options = {
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      scales: { ms: { auto: true } },
      axes: [{}, { label: 'count' }, { scale: 'ms', side: 1, label: 'LCP p75 (ms)', grid: { show: false } }],
      series: [
        {},
        { label: 'Page views', stroke: '#2563eb', width: 2 },
        { label: 'Errors', stroke: '#dc2626', width: 2 },
        { label: 'LCP p75', stroke: '#059669', width: 2, scale: 'ms', dash: [6, 4] },
      ],
    };
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);

  return <div ref={container} className="admin-chart" role="img" aria-label={label} />;
}
