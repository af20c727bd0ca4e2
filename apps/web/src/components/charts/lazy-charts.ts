import { lazy } from 'react';

/**
 * The chart components, each loaded on first use: the chart library stays out of the entry chunk and
 * out of every route's first download (scripts/bundle-budget.mjs), and arrives after the report paints.
 */
export const NetWorthChart = lazy(() => import('./net-worth-chart.tsx'));
export const CashFlowChart = lazy(() => import('./cash-flow-chart.tsx'));
export const SpendingDonut = lazy(() => import('./spending-donut.tsx'));
export const MonthlyCostChart = lazy(() => import('./monthly-cost-chart.tsx'));
export const GoalProgressChart = lazy(() => import('./goal-progress-chart.tsx'));
