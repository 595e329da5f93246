// Whom a PDF is printed for: the reader's language and time zone, as the portal sends them with the
// request (`lang`, `tz`), else the browser's Accept-Language, else English and UTC. A paper is worded
// with the portal's own message catalogue (lib/portal-messages.ts), like the screen it comes from.
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { Language, isTimeZone } from '@dealer/contracts';
import { acceptedLanguage } from '../../lib/language-tags.ts';
import { portalMessages, type PortalMessages } from '../../lib/portal-messages.ts';

export const PdfReaderQuery = Type.Object({
  lang: Type.Optional(
    Type.Union(
      Language.map((l) => Type.Literal(l)),
      { description: "The portal language the PDF is written in (else Accept-Language's, else English)" },
    ),
  ),
  tz: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'IANA time zone the times are printed in, e.g. Europe/Berlin (unknown or none: UTC)',
    }),
  ),
});

export function pdfReader(request: FastifyRequest): PortalMessages {
  const query = request.query as { lang?: Language; tz?: string };
  const language = query.lang ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
  const zone = query.tz && isTimeZone(query.tz) ? query.tz : 'UTC';
  return portalMessages(language, zone);
}
