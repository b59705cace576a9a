import { FakeChatCompletions } from '../../server/modules/ai-insights/adapters/openai/chat-completions.fakes.js';
import { modelAnswer } from '../../server/modules/ai-insights/adapters/openai/model-answer.fakes.js';
import { PortalDriver } from './support/portal.js';
import { SmtpSink } from './support/smtp-sink.js';
import { TestApp } from './support/test-app.js';

const LEAD = {
  name: 'Priya',
  previousIntent: '',
  pastChats: 'Lead: I need a 3 bedroom apartment in Fremont.\nAgent: Would you like to schedule a visit?\nLead: Yes, next Monday.',
};

describe('POST /api/ai-analysis with an OpenAI-compatible model configured', () => {
  const model = new FakeChatCompletions();
  let smtp: SmtpSink;
  let app: TestApp;
  let cookie: string;
  const portal = new PortalDriver(
    () => app,
    () => smtp,
  );

  beforeAll(async () => {
    const baseURL = await model.start();
    smtp = await new SmtpSink().start();
    app = await TestApp.start({ smtpUrl: smtp.url, env: { OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'e2e-model' } });
    const { key } = await portal.issue('Analyst', 'analyst@example.com');
    cookie = await portal.signIn(key, 'analyst@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await model.stop();
    for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL']) delete process.env[name];
  });

  it('answers with the model’s card and the shared scorer’s score', async () => {
    model.answer({ content: JSON.stringify(modelAnswer({ summary: 'Priya wants a 3-bedroom apartment in Fremont.' })) });
    const res = await portal.post('/api/ai-analysis', LEAD, { cookie }).expect(200);
    expect(res.body).toMatchObject({ source: 'openai', predictedIntent: 'rent', summary: 'Priya wants a 3-bedroom apartment in Fremont.' });
    expect(res.body.factors).toContainEqual({ label: 'Agreed to a viewing', impact: 15 });
    expect(model.requests.at(-1)?.body.model).toBe('e2e-model');
    expect(model.requests.at(-1)?.headers.authorization).toBe('Bearer sk-e2e');
  });

  it('falls back to the offline analysis when the model fails', async () => {
    model.answer({ status: 500 });
    const res = await portal.post('/api/ai-analysis', { ...LEAD, name: 'Sam' }, { cookie }).expect(200);
    expect(res.body).toMatchObject({ source: 'offline-fallback', predictedIntent: 'rent' });
  });
});
