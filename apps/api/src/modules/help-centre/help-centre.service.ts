// Picks the knowledge base (built-in unless Zendesk is configured), serves article media through
// the proxy, and takes contact-us tickets: always stored and mailed to the chosen service center,
// and also created in Zendesk when the adapter is active.
import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/mail-outbox.repository.ts';
import { regionsExist, serviceCenterById } from '../bike-shop/bike-shop.repository.ts';
import * as repo from './help-centre.repository.ts';
import { BUILTIN_MEDIA_PATH, BuiltInHelpCentre } from './builtin-help-centre.ts';
import { ZendeskHelpCentre } from './zendesk-help-centre.ts';
import { checkMediaUrl, fetchMedia, type FetchedMedia } from './media-proxy.ts';
import type { HelpCentre } from './help-centre.types.ts';
import type { TicketBody } from './help-centre.schemas.ts';

export function zendeskOf(config: ApiConfig): ZendeskHelpCentre | undefined {
  const { subdomain, email, apiToken } = config.zendesk;
  if (!subdomain || !email || !apiToken) return undefined;
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/i.test(subdomain))
    throw new Error(`ZENDESK_SUBDOMAIN must be a subdomain name, got "${subdomain}"`);
  return new ZendeskHelpCentre({ baseUrl: `https://${subdomain}.zendesk.com`, email, apiToken });
}

export class HelpCentreService {
  readonly kb: HelpCentre;
  private readonly zendesk: ZendeskHelpCentre | undefined;
  constructor(
    private readonly db: Db,
    private readonly config: ApiConfig,
    referenceVersion?: () => number | undefined,
  ) {
    this.zendesk = zendeskOf(config);
    this.kb = this.zendesk ?? new BuiltInHelpCentre(db, config.publicUrl, referenceVersion);
  }

  /** The built-in base answers 404000 for unknown categories and sections, as Zendesk does. */
  async assertCategory(id: number): Promise<void> {
    if (this.zendesk) return;
    if (!(await repo.categoryExists(this.db, id))) throw notFound();
  }

  async assertSection(id: number): Promise<void> {
    if (this.zendesk) return;
    if (!(await repo.sectionExists(this.db, id))) throw notFound();
  }

  async media(imgUrl: string): Promise<FetchedMedia> {
    if (this.zendesk) {
      const url = checkMediaUrl(imgUrl, {
        host: `${this.config.zendesk.subdomain!}.zendesk.com`,
        protocols: ['https:'],
      });
      const auth = `Basic ${Buffer.from(`${this.config.zendesk.email!}/token:${this.config.zendesk.apiToken!}`).toString('base64')}`;
      return fetchMedia(url, { headers: { authorization: auth } });
    }
    // Built-in: images live in help_media and are addressed under the portal's own origin; they
    // are read from the database, never fetched over the network.
    const publicUrl = new URL(this.config.publicUrl);
    const url = checkMediaUrl(imgUrl, { host: publicUrl.host, protocols: ['http:', 'https:'] });
    const name = url.pathname.startsWith(BUILTIN_MEDIA_PATH)
      ? url.pathname.slice(BUILTIN_MEDIA_PATH.length)
      : '';
    if (!/^[a-z0-9-]+\.(svg|png|jpg|webp)$/.test(name))
      throw badInput('querystring/img_url', 'not a help-centre image path');
    const row = await repo.mediaByName(this.db, name);
    if (!row) throw notFound();
    return { bytes: row.bytes, contentType: row.contentType };
  }

  async createTicket(user: CurrentUser, body: TicketBody, log: FastifyBaseLogger) {
    if (!body.message.trim()) throw badInput('body/message', 'must not be blank');
    const center = await serviceCenterById(this.db, body.service_center_id);
    if (!center)
      throw new AppError(400701, [{ field: 'body/service_center_id', problem: 'no such service center' }]);
    const brand = await repo.brandById(this.db, body.brand_id);
    if (!brand) throw new AppError(400701, [{ field: 'body/brand_id', problem: 'no such brand' }]);
    if (!(await repo.countryExists(this.db, body.country)))
      throw new AppError(400701, [{ field: 'body/country', problem: 'no such country' }]);
    if (!(await regionsExist(this.db, [body.region_id])))
      throw new AppError(400701, [{ field: 'body/region_id', problem: 'no such region' }]);
    const subject = `[Contact us] ${body.issue_category}: ${brand.name} ${body.bike_model}`.trim();
    const text = [
      `From: ${user.email}`,
      `Country: ${body.country}   Region id: ${body.region_id}`,
      `Brand: ${brand.name}   Model: ${body.bike_model || '-'}   Frame number: ${body.frame_number || '-'}`,
      `Issue category: ${body.issue_category}`,
      '',
      body.message,
      ...(body.diagnostic ? ['', 'A workspace diagnostic snapshot is attached.'] : []),
    ].join('\n');
    const ticket = await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const mailId = await enqueueMail(db, {
        to: center.email,
        kind: 'help_ticket',
        subject,
        text,
        ...(body.diagnostic
          ? {
              attachments: [
                {
                  filename: 'diagnostic.json',
                  contentType: 'application/json',
                  contentBase64: Buffer.from(JSON.stringify(body.diagnostic, null, 2)).toString('base64'),
                },
              ],
            }
          : {}),
      });
      return repo.insertTicket(db, {
        userId: user.id,
        bikeShopId: user.account?.bikeShopId ?? null,
        serviceCenterId: center.id,
        countryCode: body.country,
        brandId: brand.id,
        regionId: body.region_id,
        bikeModel: body.bike_model,
        frameNumber: body.frame_number,
        issueCategory: body.issue_category,
        message: body.message,
        diagnostic: body.diagnostic ?? null,
        mailId,
      });
    });
    let externalId: string | null = null;
    if (this.zendesk) {
      // The ticket is already stored and mailed; Zendesk being down must not lose it.
      try {
        externalId = await this.zendesk.createTicket({
          subject,
          body: text,
          requesterEmail: user.email,
          requesterName: user.email,
          tags: ['dealer_portal', `issue_${body.issue_category}`],
        });
        await repo.setTicketExternalId(this.db, ticket.id, externalId);
      } catch (err) {
        log.warn({ err, ticket: ticket.id }, 'zendesk ticket creation failed; ticket kept and mailed');
      }
    }
    return {
      id: ticket.id,
      created_at: ticket.createdAt.toISOString(),
      mailed_to: center.email,
      external_id: externalId,
    };
  }
}
