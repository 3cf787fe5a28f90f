import { splitStorable } from './storable.js';

describe('splitStorable', () => {
  it('stores a valid application whole', () => {
    const application = { applicant: { name: 'Stefan Hofmann', companyNumber: '12345' } };
    expect(splitStorable(application)).toEqual({ stored: application, unsaved: [] });
  });

  it('leaves out a refused field, with its key, and keeps the rest of its section', () => {
    const split = splitStorable({
      applicant: { companyNumber: '12', accountHolder: 'Stefan Hofmann', applicationKind: 'first' },
    });
    expect(split.stored).toEqual({
      applicant: { accountHolder: 'Stefan Hofmann', applicationKind: 'first' },
    });
    expect(split.unsaved).toEqual([{ field: 'applicant.companyNumber', key: 'validation.companynumber' }]);
  });

  it('drops a list entry that a refused field leaves incomplete, keeping the entries around it', () => {
    const aid = (label: string, receivedOn: string) => ({ label, receivedOn, amountCents: 100 });
    const split = splitStorable({
      afa: { investmentAid: [aid('A', '2015-01-01'), aid('B', '2015-0'), aid('C', '2016-02-02')] },
      consumption: { modules: [{ serial: '' }, { serial: '5512345678', counterEnd: -1 }] },
    });
    expect(split.stored).toEqual({
      afa: { investmentAid: [aid('A', '2015-01-01'), aid('C', '2016-02-02')] },
      consumption: { modules: [{ serial: '5512345678' }] },
    });
    expect(split.unsaved).toEqual([
      { field: 'afa.investmentAid.1.receivedOn', key: 'validation.invalid' },
      { field: 'consumption.modules.0.serial', key: 'validation.invalid' },
      { field: 'consumption.modules.1.counterEnd', key: 'validation.invalid' },
    ]);
  });

  it('leaves the editor copy alone', () => {
    const application = { applicant: { plz: '123' } };
    splitStorable(application);
    expect(application).toEqual({ applicant: { plz: '123' } });
  });
});
