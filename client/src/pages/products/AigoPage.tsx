import { TOOL_PAGES } from '../../content/products-tools.js';
import { ToolPage } from './ToolPage.js';

export function AigoPage() {
  return <ToolPage tool={TOOL_PAGES.aigo} />;
}
