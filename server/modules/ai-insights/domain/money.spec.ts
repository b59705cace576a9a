import { moneyIn } from './money.js';

const one = (text: string) => {
  const found = moneyIn(text);
  return found.map(({ amount, from, currency, period, bound, marked }) => ({ amount, from, currency, period, bound, marked }));
};

describe('moneyIn', () => {
  it.each([
    ['budget is 1.2 cr', 12_000_000, null, 'INR'],
    ['₹2.5 crore', 25_000_000, null, 'INR'],
    ['Rs. 85 lakhs', 8_500_000, null, 'INR'],
    ['around 90 lacs', 9_000_000, null, 'INR'],
    ['80L-1Cr', 10_000_000, 8_000_000, 'INR'],
    ['2.5 to 3 cr', 30_000_000, 25_000_000, 'INR'],
    ['INR 1,20,00,000', 12_000_000, null, 'INR'],
    ['one and a half crore', 15_000_000, null, 'INR'],
    ['two lakh rupees', 200_000, null, 'INR'],
    ['£400–450k', 450_000, 400_000, 'GBP'],
    ['between 350 and 400 grand', 400_000, 350_000, null],
    ['half a million', 500_000, null, null],
    ['£1,250 pcm', 1_250, null, 'GBP'],
    ['$2,400 a month', 2_400, null, 'USD'],
    ['1.2m', 1_200_000, null, null],
    ['rent upto 35k', 35_000, null, null],
    ['four hundred grand', 400_000, null, null],
    ['two hundred and fifty grand', 250_000, null, null],
    ['half a mil', 500_000, null, null],
    ['Two and a half cr is my max', 25_000_000, null, 'INR'],
    ['budget ek crore tak', 10_000_000, null, 'INR'],
    ['dedh crore', 15_000_000, null, 'INR'],
    ['dhai cr', 25_000_000, null, 'INR'],
    ['sawa 2 crore', 22_500_000, null, 'INR'],
    ['saadhe teen crore', 35_000_000, null, 'INR'],
    ['paanch lakh', 500_000, null, 'INR'],
    ['budget sawa karod tak', 12_500_000, null, 'INR'],
    ['sawa crore max hai', 12_500_000, null, 'INR'],
    ['about a hundred and forty a week each', 140, null, null],
  ])('%s → %d', (text, amount, from, currency) => {
    const [found] = one(text);
    expect(found).toMatchObject({ amount, from, currency });
  });

  it('reads periods and bounds', () => {
    expect(one('£300 pw')[0]).toMatchObject({ amount: 300, period: 'week' });
    expect(one('rent 25k pm')[0]).toMatchObject({ amount: 25_000, period: 'month' });
    expect(one('under $500k')[0]).toMatchObject({ bound: 'up to' });
    expect(one('offers over £400,000')[0]).toMatchObject({ bound: 'at least', amount: 400_000 });
  });

  it('leaves out dates, times and phone numbers', () => {
    expect(one('call me on +91 98201 23456 or 07700 900123')).toEqual([]);
    expect(one('visit on 12/03/2026 at 10:30 am')).toEqual([]);
    expect(one('(415) 555-0134')).toEqual([]);
    expect(one('14-Mar-2026 11:40 | Call | Outgoing | 3m 12s')).toEqual([]);
  });

  it('leaves out amounts in a currency the portal does not show, rather than read them as rupees, pounds or dollars', () => {
    expect(one('budget around AED 1.2 million')).toEqual([]);
    expect(one('can do 3 lakh dirhams')).toEqual([]);
    expect(one('a villa in Spain for €300k')).toEqual([]);
    expect(one('SGD 900k or so')).toEqual([]);
    expect(one('AED 1.2m, or ₹2 cr')).toEqual([expect.objectContaining({ amount: 20_000_000, currency: 'INR' })]);
  });

  it('does not read a distance or a time as money', () => {
    expect(one('2 m from the station').every((m) => !m.marked)).toBe(true);
    expect(one('see you at 5 pm').every((m) => m.period === null && !m.marked)).toBe(true);
    expect(one('ok 5 pm fine')).toEqual([]);
    expect(one('rent 15000 pm')).toEqual([expect.objectContaining({ amount: 15_000 })]);
    expect(one('Expected rent Rs.18,000 per month')).toEqual([expect.objectContaining({ amount: 18_000, currency: 'INR', period: 'month' })]);
    expect(one('it is 2.5.18 version').some((m) => m.amount === 18)).toBe(false);
  });

  it('reads a long run of digits once', () => {
    const started = performance.now();
    moneyIn(`${'9'.repeat(20_000)}k ${'1,'.repeat(5_000)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('reads Hindi number words, thousands in Hindi and Gujarati, and ranges joined by "se" or written in words', () => {
    expect(one('pachas lakh tak')).toMatchObject([{ amount: 5_000_000, currency: 'INR' }]);
    expect(one('sattar lakh')).toMatchObject([{ amount: 7_000_000, currency: 'INR' }]);
    expect(one('12 hajar sudhi')).toMatchObject([{ amount: 12_000, currency: 'INR' }]);
    expect(one('bees hazaar')).toMatchObject([{ amount: 20_000, currency: 'INR' }]);
    expect(one('pachees-tees lakh tak ka kuch dikhao')).toMatchObject([{ amount: 3_000_000, from: 2_500_000, currency: 'INR' }]);
    expect(one('25 se 30 lakh')).toMatchObject([{ amount: 3_000_000, from: 2_500_000, currency: 'INR' }]);
    expect(one('tees log aaye the')).toEqual([]);
  });

  it('reads a month in Hindi and Telugu as the period', () => {
    expect(one('around 30-35k mahine')).toMatchObject([{ amount: 35_000, from: 30_000, period: 'month' }]);
    expect(one('20 thousand nelaki')).toMatchObject([{ amount: 20_000, period: 'month' }]);
  });

  it('reads crore and lakh said together as one amount', () => {
    expect(one('around one crore twenty five lakhs, can’t go beyond')).toMatchObject([{ amount: 12_500_000, currency: 'INR' }]);
    expect(one('1 cr 20 lakh')).toMatchObject([{ amount: 12_000_000 }]);
    expect(one('budget 1.2 cr, 80 lakh for the other')).toMatchObject([{ amount: 12_000_000 }, { amount: 8_000_000 }]);
  });

  it('reads "85 L to 1 Cr" as one range, and a whole first amount as its own before "and 20k"', () => {
    expect(one('Budget 85 L to 1 Cr.')).toMatchObject([{ amount: 10_000_000, from: 8_500_000 }]);
    expect(one('an AIP for £180,000 and 20k deposit')).toMatchObject([{ amount: 180_000, from: null }]);
  });

  it('reads "two twenty five" after a limit as hundreds, "one fifty k" as 150k, and "at 38L and 41L" as two prices', () => {
    expect(one('I can go up to two twenty five')).toMatchObject([{ amount: 225, bound: 'up to', marked: false }]);
    expect(one('one fifty grand tops')).toMatchObject([{ amount: 150_000 }]);
    expect(one('two units at 38L and 41L')).toMatchObject([{ amount: 3_800_000, from: null }]);
    expect(one('between 38L and 41L')).toMatchObject([{ amount: 4_100_000, from: 3_800_000 }]);
  });

  it('reads a small number before a Hindi month word as a count of months, not a rent', () => {
    expect(one('security 2 mahine')).toEqual([]);
    expect(one('25 hazar mahina')).toMatchObject([{ amount: 25_000, period: 'month' }]);
  });

  it('reads a decimal said in words ("one point two five million")', () => {
    expect(one('Our absolute ceiling is one point two five million')).toMatchObject([{ amount: 1_250_000 }]);
    expect(one('more like one point two million')).toMatchObject([{ amount: 1_200_000 }]);
  });

  it('reads "nine hundred to a grand" as 900 to 1,000, and "6-8 mahine" as months', () => {
    expect(one('nine hundred to a grand a month')).toMatchObject([{ amount: 1000, from: 900, period: 'month' }]);
    expect(one('flat bikne me 6-8 mahine lagenge')).toEqual([]);
  });

  it('gives a bare second end the first end\'s scale only when that makes a range: "80L-90", "1k to 1,150"; "80L — 62 from sale" and "1.2 cr - 95" are not ranges', () => {
    expect(one('budget 80L-90')).toMatchObject([{ amount: 9_000_000, from: 8_000_000 }]);
    expect(one('Budget is 1k to 1,150 pcm')).toMatchObject([{ amount: 1150, from: 1000 }]);
    expect(one('Budget around 80L — 62 from sale plus loan')).toMatchObject([{ amount: 8_000_000, from: null }]);
    expect(one('1.2 cr - 95')).toMatchObject([{ amount: 12_000_000, from: null }]);
  });

  it('reads a thousand in Telugu ("20 vela"), Kannada ("25 saavira") and Tamil ("30 aayiram") as rupees', () => {
    expect(one('20 vela max')).toMatchObject([{ amount: 20_000, currency: 'INR' }]);
    expect(one('25 saavira max')).toMatchObject([{ amount: 25_000, currency: 'INR' }]);
    expect(one('30 aayiram rent')).toMatchObject([{ amount: 30_000, currency: 'INR' }]);
  });

  it('reads "between two-fifty and two-seventy-five thousand" as £250,000 to £275,000', () => {
    expect(one('Somewhere between two-fifty and two-seventy-five thousand.')).toMatchObject([{ amount: 275_000, from: 250_000 }]);
    expect(one('two seventy-five thousand')).toMatchObject([{ amount: 275_000, from: null }]);
  });
  it('reads "four hundred grand, sterling" as pounds (never lakh said with "sterling"), and a range ending "one crore seventy-five lakh"', () => {
    expect(one('I can do up to four hundred grand, sterling. Less is better')).toMatchObject([{ amount: 400_000, currency: 'GBP', bound: 'up to' }]);
    expect(one('budget 80 lakh, sterling not possible')).toMatchObject([{ amount: 8_000_000, currency: 'INR' }]);
    expect(one('Our budget is one and a half crore to one crore seventy-five lakh.')).toMatchObject([{ amount: 17_500_000, from: 15_000_000 }]);
    expect(one('80 lakh to 1 crore 10 lakh')).toMatchObject([{ amount: 11_000_000, from: 8_000_000 }]);
  });
  it('reads lakh left unsaid after a whole crore ("Asking one crore sixty", "1 cr 20 final") but never a count after it ("1 cr 3 bhk")', () => {
    expect(one('Asking one crore sixty')).toMatchObject([{ amount: 16_000_000 }]);
    expect(one('ok 1 cr 20 final')).toMatchObject([{ amount: 12_000_000 }]);
    expect(one('budget 1 cr 3 bhk chahiye')[0]).toMatchObject({ amount: 10_000_000 });
    expect(one('can do 100 a wk max')).toMatchObject([{ amount: 100, period: 'week' }]);
  });
  it('reads "n" and "&" as "and" in a number said in words ("two hundred n seventy five thousand")', () => {
    expect(one('4 bed in priorslee, two hundred n seventy five thousand tops').at(-1)).toMatchObject({ amount: 275_000 });
    expect(one('two hundred & fifty grand max')).toMatchObject([{ amount: 250_000 }]);
  });
  it('never reads years as money ("whether they flooded in 2009 and 2015"), though "in 2000 pcm range" still is', () => {
    expect(one('whether they flooded in 2009 and 2015 and whether you can get insurance')).toEqual([]);
    expect(one('something in 2000 pcm range')).toMatchObject([{ amount: 2000, period: 'month' }]);
  });
});
