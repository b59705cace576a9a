// Written by evaluation/train-budget-doubt.ts; do not edit by hand.
import type { DoubtModel } from './budget-doubt.js';

export const BUDGET_DOUBT_MODEL: DoubtModel = {
  "bias": 0.098,
  "weights": {
    "monthly": 1.102,
    "noPeriod": 1.858,
    "foreignShown": -0.883,
    "foreignAny": 0.976,
    "buying": 0.349,
    "renting": -0.296,
    "selling": -0.569,
    "browsing": 0.796,
    "notInLeadWords": 0.09,
    "otherSameKind": 0.763,
    "limitNear": -2.142,
    "hedgeNear": 1.389,
    "questionAfter": 0.994,
    "oneMessage": -0.594,
    "callNote": 0.826,
    "india": 0.377,
    "bounded": -1.069,
    "moneyMessages": -0.823,
    "sellerNoPeriod": -0.984,
    "buyerMonthly": 0.724,
    "perPerson": 1.569,
    "hindi": 0.513,
    "oddRange": 0.488
  },
  "threshold": 0.837
};
