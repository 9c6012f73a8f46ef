// The import dialog: the chosen file goes to the server as a multipart upload, the preview's counts
// and row errors are shown (focus on its heading), Start runs the job and its progress bar follows
// the polled job to the summary.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProductImport } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { server } from '../../../../test/server';
import { ProductImportDialog } from './product-import-dialog';

const PREVIEW: ProductImport = {
  id: '00000000-0000-4000-8000-0000000000aa',
  fileName: 'products.csv',
  state: 'previewed',
  toCreate: 1,
  toUpdate: 2,
  rowsWithErrors: 1,
  total: 3,
  processed: 0,
  created: 0,
  updated: 0,
  failed: 0,
  errors: [{ row: 3, column: 'Category', message: 'Unknown category "Toys".' }],
  errorCount: 1,
  createdAt: '2024-05-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};
const RUNNING: ProductImport = { ...PREVIEW, state: 'running', startedAt: '2024-05-01T10:01:00.000Z' };
const FINISHED: ProductImport = {
  ...RUNNING,
  state: 'finished',
  processed: 3,
  created: 1,
  updated: 2,
  finishedAt: '2024-05-01T10:01:02.000Z',
};
const IMPORTS = '/api/admin/products/imports';

/** The fake API, plus the multipart preview request as an MSW handler that keeps its content type. */
function fakeServer() {
  const api = createFakeApi();
  const sentParts: string[] = [];
  const sentTypes: (string | null)[] = [];
  let isStarted = false;
  server.use(
    http.post(IMPORTS, async ({ request }) => {
      sentTypes.push(request.headers.get('content-type'));
      const body = await request.text();
      sentParts.push(...[...body.matchAll(/form-data; name="(\w+)"/g)].map((match) => match[1]!));
      return HttpResponse.json(PREVIEW, { status: 201 });
    }),
  );
  api.on(`GET ${IMPORTS}/${PREVIEW.id}`, () => ({ body: isStarted ? FINISHED : PREVIEW }));
  api.on(`POST ${IMPORTS}/${PREVIEW.id}/start`, () => {
    isStarted = true;
    return { status: 202, body: RUNNING };
  });
  return { api, sentParts, sentTypes };
}

describe('ProductImportDialog', () => {
  it('previews the chosen file with its row errors, then imports it with progress to a summary', async () => {
    const { api, sentParts, sentTypes } = fakeServer();
    renderWithApp(<ProductImportDialog />, { path: '/admin/all-products' });

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import products' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(within(dialog).getByText('Choose a CSV file first.')).toBeInTheDocument();

    // NOTE: a jsdom File in the request body makes the body's stream abort when MSW reads it; Node's
    // File can be read, though it still arrives without its content: only the part's field is checked.
    const csv = new NodeFile(['Name,SKU\nLamp,L-1\n'], 'products.csv', {
      type: 'text/csv',
    }) as unknown as File;
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));

    const previewHeading = await within(dialog).findByRole('heading', { name: 'Check before importing' });
    await waitFor(() => expect(previewHeading).toHaveFocus());
    expect(sentParts).toEqual(['file']);
    expect(sentTypes).toEqual([expect.stringMatching(/^multipart\/form-data; boundary=/)]);
    const counts = within(dialog).getByRole('list', { name: 'What the import will do' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 product to add', '2 products to update', '1 row with errors']);
    const errors = within(dialog).getByRole('region', { name: 'Rows with errors' });
    expect(
      within(errors).getByRole('row', { name: /3 Category Unknown category "Toys"\./ }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Start import' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(api.sentTo(`POST ${IMPORTS}/${PREVIEW.id}/start`)).toHaveLength(1);

    // The next poll finds it finished. NOTE: a wait for that condition, bounded above the view's real
    // 1 s poll (Testing Library’s 1 s default would race it); a try with fake timers hung the test.
    expect(
      await within(dialog).findByText('1 product added, 2 updated, 1 row not imported.', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Import finished' })).toHaveFocus(),
    );
  });

  it('shows the server’s refusal of the file under the field', async () => {
    server.use(
      http.post(IMPORTS, () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION_ERROR', message: 'The file is empty.' } },
          { status: 400 },
        ),
      ),
    );
    renderWithApp(<ProductImportDialog />, { path: '/admin/all-products' });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await userEvent.upload(
      screen.getByLabelText('CSV file'),
      new File([''], 'empty.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('The file is empty.')).toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
  });
});
