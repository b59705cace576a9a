import { TOOL_PAGES } from '../../content/products-tools.js';
import { ToolPage } from './ToolPage.js';

export function AinaPage() {
  return <ToolPage tool={TOOL_PAGES.aina} />;
}
