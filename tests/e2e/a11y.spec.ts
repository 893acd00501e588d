import { expectNoAxeViolations } from './support/axe';
import { test } from './support/hydration';
import { prerenderedRoutes } from './support/routes';

for (const route of prerenderedRoutes()) {
  test(`${route} has no WCAG 2.2 AA violations in light and dark mode`, async ({ page }) => {
    await expectNoAxeViolations(page, route);
  });
}
