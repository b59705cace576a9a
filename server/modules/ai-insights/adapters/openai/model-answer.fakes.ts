/** A well-formed model answer (as the JSON object the model sends), for tests to start from and break. */
export function modelAnswer(overrides: Record<string, unknown> = {}, signals: Record<string, unknown> = {}) {
  return {
    predictedIntent: 'rent',
    intentExplicit: false,
    topNeeds: ['3 bedrooms', '2 bathrooms', 'Fremont'],
    summary: 'Priya wants a 3-bedroom apartment in Fremont. She agreed to a viewing.',
    nextBestAction: 'Confirm the viewing at Amber Court next Monday.',
    signals: {
      justBrowsing: false,
      visitRequested: false,
      visitAgreed: true,
      visitBooked: true,
      visitFailed: false,
      visitDeclined: false,
      budgetAmount: null,
      budgetCurrency: 'none',
      budgetPeriod: 'none',
      timelineUrgency: 'soon',
      timelinePhrase: 'next Monday',
      financing: 'none',
      notInterested: false,
      alreadySorted: false,
      priceConcern: false,
      ...signals,
    },
    ...overrides,
  };
}
