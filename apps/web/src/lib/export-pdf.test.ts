import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportReportPdf } from './export-pdf.ts';

const saved = vi.hoisted(() => [] as { name: string; type: string }[]);
vi.mock('./download-file.ts', () => ({
  downloadBlob: (name: string, blob: Blob) => saved.push({ name, type: blob.type }),
}));
const toasts = vi.hoisted(() => [] as { title: string; description?: string; variant?: string }[]);
vi.mock('../components/ui/toast-store.ts', () => ({
  toast: (t: { title: string; description?: string; variant?: string }) => toasts.push(t),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
  toasts.length = 0;
});

const answer = (status: number, body: BodyInit, headers: Record<string, string>) =>
  vi.fn(async () => new Response(body, { status, headers }));

describe('exportReportPdf', () => {
  it("saves the server's PDF under the server's file name", async () => {
    const fetch = answer(200, '%PDF-1.3', {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="spending-analysis-2026-11-21.pdf"',
    });
    vi.stubGlobal('fetch', fetch);
    await exportReportPdf('/api/reports/spending.pdf?period=30', 'spending-analysis.pdf');
    expect(fetch).toHaveBeenCalledWith('/api/reports/spending.pdf?period=30', { credentials: 'same-origin' });
    expect(saved).toEqual([{ name: 'spending-analysis-2026-11-21.pdf', type: 'application/pdf' }]);
    expect(toasts).toEqual([
      {
        title: 'Export Successful',
        description: 'Your report has been exported to PDF format.',
        variant: 'success',
      },
    ]);
  });

  it("says the server's reason when it refuses, and saves nothing", async () => {
    const body = JSON.stringify({
      error: { code: 'premium_required', message: 'My Money Goals is a premium feature.' },
    });
    vi.stubGlobal('fetch', answer(403, body, { 'Content-Type': 'application/json' }));
    await exportReportPdf('/api/reports/goals.pdf', 'goals.pdf');
    expect(saved).toEqual([]);
    expect(toasts).toEqual([
      { title: 'Export Failed', description: 'My Money Goals is a premium feature.', variant: 'destructive' },
    ]);
  });

  it('gives the retry text for a server fault, a page that is not a PDF, or no network', async () => {
    const retry = 'There was an error exporting your data. Please try again.';
    vi.stubGlobal(
      'fetch',
      answer(500, '{"error":{"message":"Internal"}}', { 'Content-Type': 'application/json' }),
    );
    await exportReportPdf('/api/reports/spending.pdf', 'spending-analysis.pdf');
    vi.stubGlobal('fetch', answer(200, '<!doctype html>', { 'Content-Type': 'text/html' }));
    await exportReportPdf('/api/reports/spending.pdf', 'spending-analysis.pdf');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await exportReportPdf('/api/reports/spending.pdf', 'spending-analysis.pdf');
    expect(saved).toEqual([]);
    expect(toasts.map((t) => [t.title, t.description])).toEqual([
      ['Export Failed', retry],
      ['Export Failed', 'There was an error exporting your data. Please try again.'],
      ['Export Failed', retry],
    ]);
  });
});
