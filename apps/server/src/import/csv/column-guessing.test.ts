import { describe, expect, it } from 'vitest';
import { parseStatement } from '../parse-statement.ts';
import { bytesOf, summary } from '../test-samples.ts';
import type { ImportOptions } from '../types.ts';

const parseText = (text: string, options?: ImportOptions) => parseStatement(bytesOf(text), options);

// Our own files with the defects other projects' exports showed: summary columns beside the transaction's,
// Gross/Fee/Net, other languages' headers and decimal commas.
describe('column guessing says what it took, and takes only what a header or the data supports', () => {
  it('reads snake_case headers, and never a summary column beside the transaction one', async () => {
    const statement = await parseText(
      'bank,opening_date,closing_date,initial_balance,final_balance,item,transaction_date,value_date,amount\n' +
        '0049,2024-05-01,2024-05-31,100.00,130.00,WAGES,2024-05-03,2024-05-04,250.00\n' +
        '0049,2024-05-01,2024-05-31,100.00,130.00,RENT,2024-05-09,2024-05-09,-220.00\n',
    );
    expect(summary(statement)).toEqual([
      ['2024-05-03', -25000, 'WAGES'],
      ['2024-05-09', 22000, 'RENT'],
    ]);
    expect(statement.columnChoices).toMatchObject({
      description: { column: 'item', index: 5, reason: 'no header names it: the column with the most words' },
      date: { column: 'transaction_date', index: 6, reason: 'header "transaction_date"' },
      amount: { column: 'amount', index: 8, reason: 'header "amount"' },
    });
  });

  it('takes Net, not Gross, from a PayPal-style export and names the payee column', async () => {
    const statement = await parseText(
      'Date,Time,Name,Type,Gross,Fee,Net,Balance\n' +
        '06/02/2024,10:00:00,Jo Seller,Payment Received,20.00,-0.88,19.12,19.12\n',
    );
    expect(summary(statement)).toEqual([['2024-06-02', -1912, 'Jo Seller']]);
    expect(statement.columnChoices?.amount).toEqual({ column: 'Net', index: 6, reason: 'header "Net"' });
  });

  it('passes over a balance column when no header is known and says the amount was found by content', async () => {
    const statement = await parseText(
      'Dia,Referencia,Saldo inicial,Movimiento\n' +
        '03/05/2024,NOMINA EMPRESA,1000.00,1500.00\n' +
        '03/09/2024,ALQUILER PISO,2500.00,-700.00\n',
    );
    expect(summary(statement).map(([, cents]) => cents)).toEqual([-150000, 70000]);
    expect(statement.columnChoices?.amount).toMatchObject({ column: 'Movimiento', index: 3 });
    expect(statement.columnChoices?.amount?.reason).toMatch(/no header names it/);
  });

  it('reads German headers and decimal commas, and lets the query say the separator', async () => {
    const text =
      'Kontonummer;Buchungstag;Wertstellung;Auftraggeber/Empfänger;Buchungstext;Betrag;Kontostand;Währung\n' +
      '0012;10.10.2024;11.10.2024;Stadtwerke;Lastschrift;-98,76;1.234,56;EUR\n' +
      '0012;12.10.2024;12.10.2024;Arbeitgeber GmbH;Gutschrift;2.100,00;3.334,56;EUR\n';
    const statement = await parseText(text);
    expect(summary(statement)).toEqual([
      ['2024-10-10', 9876, 'Stadtwerke'],
      ['2024-10-12', -210000, 'Arbeitgeber GmbH'],
    ]);
    expect(statement).toMatchObject({ decimalSeparator: 'comma', decimalSeparatorSource: 'detected' });
    expect(statement.columnChoices?.date).toMatchObject({ column: 'Buchungstag' });
    const told = await parseText(text, { decimal: 'point' });
    expect(told.decimalSeparatorSource).toBe('given');
    expect(told.rows).toHaveLength(0);
    expect(told.rejected[0]!.reason).toMatch(/"-98,76" is not an amount/);
  });

  it.each([
    [
      'Spanish',
      'Fecha;Concepto;Importe\n25/03/2024;Supermercado;-23,40\n',
      ['2024-03-25', 2340, 'Supermercado'],
    ],
    [
      'French',
      'Date opération;Libellé;Montant\n25/03/2024;Boulangerie;-1 234,50\n',
      ['2024-03-25', 123450, 'Boulangerie'],
    ],
    [
      'Dutch',
      'Datum;Naam / Omschrijving;Bedrag\n25-03-2024;Albert Heijn;-12,05\n',
      ['2024-03-25', 1205, 'Albert Heijn'],
    ],
  ])('reads a %s export', async (_, text, row) => {
    expect(summary(await parseText(text))).toEqual([row]);
  });

  it('reads English headers over decimal-comma amounts (Outbank)', async () => {
    const statement = await parseText(
      'Date;Amount;Currency;Name\n2/20/24;100,00;EUR;Jane Doe\n2/8/24;-63,89;EUR;Fuel\n',
    );
    expect(summary(statement)).toEqual([
      ['2024-02-20', -10000, 'Jane Doe'],
      ['2024-02-08', 6389, 'Fuel'],
    ]);
  });

  it('takes the description from "desc" and "Partner Name" columns', async () => {
    const desc = await parseText('date,class,desc,amount\n2024-03-01,Compras,Devolución tarjeta,1.37\n');
    expect(summary(desc)[0]![2]).toBe('Devolución tarjeta');
    const partner = await parseText(
      'Booking Date,Partner Name,Type,Amount\n2024-03-07,Compte courant,Credit Transfer,328.00\n',
    );
    expect(summary(partner)[0]![2]).toBe('Compte courant');
  });

  it('reads a header-less file of money in and money out columns, whatever order its dates take', async () => {
    const statement = await parseText(
      '03/2024/05;Corner Bakery 🥐;;12.50\n17/2024/05;Salary ACME;2500;\n21/2024/05;Fuel stop;;40\n',
    );
    expect(summary(statement)).toEqual([
      ['2024-05-03', 1250, 'Corner Bakery 🥐'],
      ['2024-05-17', -250000, 'Salary ACME'],
      ['2024-05-21', 4000, 'Fuel stop'],
    ]);
    expect(statement.dateFormat).toBe('DD/YYYY/MM');
    // Which column is money in was assumed: the preview says so and leaves the choice to the user.
    expect(statement.amountSignSource).toBe('default');
    expect(statement.columnChoices?.credit?.reason).toMatch(/first is taken as money in/);
    const swapped = await parseText('05/03/2024,Corner Bakery,,12.50\n05/17/2024,Salary ACME,2500,\n', {
      mapping: { debit: '2', credit: '3' },
    });
    expect(summary(swapped)).toEqual([
      ['2024-05-03', -1250, 'Corner Bakery'],
      ['2024-05-17', 250000, 'Salary ACME'],
    ]);
    expect(swapped.amountSignSource).toBe('detected');
  });

  it('takes the money in and out columns over a running balance beside them', async () => {
    const statement = await parseText(
      '05/03/2024,Corner Bakery,,12.50,987.50\n05/17/2024,Salary ACME,2500.00,,3487.50\n',
    );
    expect(summary(statement)).toEqual([
      ['2024-05-03', 1250, 'Corner Bakery'],
      ['2024-05-17', -250000, 'Salary ACME'],
    ]);
  });

  it('takes no pair of number columns where a row fills both or neither', async () => {
    await expect(
      parseText('05/03/2024,Corner Bakery,3,12\n05/17/2024,Salary ACME,,\n05/18/2024,Fuel,1,\n'),
    ).rejects.toThrow(/no date column and amount column/);
  });
});
