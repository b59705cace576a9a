import { EnquiriesAndMail1763800000000 } from './1763800000000-enquiries-and-mail.js';
import { CareerApplications1763900000000 } from './1763900000000-career-applications.js';
import { BuyerPortal1764000000000 } from './1764000000000-buyer-portal.js';
import { LeadSources1764100000000 } from './1764100000000-lead-sources.js';
import { RecipientLimit1764200000000 } from './1764200000000-recipient-limit.js';
import { LicenceSessions1764300000000 } from './1764300000000-licence-sessions.js';
import { LicenceSignIns1764400000000 } from './1764400000000-licence-sign-ins.js';
import { LicenceExpiryReminders1764500000000 } from './1764500000000-licence-expiry-reminders.js';
import { LicenceMarket1764600000000 } from './1764600000000-licence-market.js';
import { LeadInsights1764700000000 } from './1764700000000-lead-insights.js';
import { LeadSearch1764800000000 } from './1764800000000-lead-search.js';
import { LeadPending1764900000000 } from './1764900000000-lead-pending.js';
import { LeadContact1765000000000 } from './1765000000000-lead-contact.js';
import { HotLeadAlerts1765100000000 } from './1765100000000-hot-lead-alerts.js';
import { AiCallBudget1765200000000 } from './1765200000000-ai-call-budget.js';
import { BudgetStandIns1765300000000 } from './1765300000000-budget-stand-ins.js';
import { LeadSearchByLicence1765400000000 } from './1765400000000-lead-search-by-licence.js';

/** Every migration, oldest first. Schema changes happen only here; `synchronize` is never on. */
export const MIGRATIONS = [EnquiriesAndMail1763800000000, CareerApplications1763900000000, BuyerPortal1764000000000, LeadSources1764100000000, RecipientLimit1764200000000, LicenceSessions1764300000000, LicenceSignIns1764400000000, LicenceExpiryReminders1764500000000, LicenceMarket1764600000000, LeadInsights1764700000000, LeadSearch1764800000000, LeadPending1764900000000, LeadContact1765000000000, HotLeadAlerts1765100000000, AiCallBudget1765200000000, BudgetStandIns1765300000000, LeadSearchByLicence1765400000000];
