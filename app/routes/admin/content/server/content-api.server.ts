/** POST /admin/content-api: intent preview | check-slug | focal, answered as JSON. */
import type { RouterContextProvider } from 'react-router';
import { isCollection } from '../../../../../common/collections';
import { isRefusal } from '../../../../../common/refusal';
import { field, requireUser } from '../../../../server/admin-session.server';
import { bodyPreview } from './body-preview.server';
import { slugCheck } from './slug-check.server';

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: HEADERS });

export async function contentApiAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  // Owners and editors; a cross-site post is refused (403) and one without a session is a 401.
  const { services, signedIn } = await requireUser(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent', 40);
  if (intent === 'preview') {
    const body = form.get('body');
    return answer({ preview: await bodyPreview(services, typeof body === 'string' ? body : '') });
  }
  if (intent === 'check-slug') {
    const collection = field(form, 'collection', 40);
    if (!isCollection(collection)) return answer({ error: 'There is no such collection.' }, 400);
    const slug = field(form, 'slug', 200);
    return answer({
      slugCheck: await slugCheck(services, collection, slug, field(form, 'item', 20)),
    });
  }
  if (intent === 'focal') {
    const name = field(form, 'name', 100);
    const x = Number(form.get('x'));
    const y = Number(form.get('y'));
    const inUnit = (n: number) => Number.isFinite(n) && n >= 0 && n <= 1;
    if (!name || !inUnit(x) || !inUnit(y)) {
      return answer({ error: 'The focal point is two numbers from 0 to 1.' }, 400);
    }
    try {
      await services.content.media.describe(name, { focal: { x, y } }, signedIn.person.id);
    } catch (error) {
      if (isRefusal(error)) return answer({ error: error.message }, error.status);
      throw error;
    }
    return answer({ focal: { name, x, y } });
  }
  return answer({ error: 'Unknown request.' }, 400);
}
