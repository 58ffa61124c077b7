/** A payee of the tests' own, so no test depends on the family's details. */
export const payment = {
  upiId: 'family.name@bank',
  payeeName: 'The Family Home',
  note: 'Stay advance',
};
