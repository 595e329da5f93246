// Export calls: a bike's service book as PDF or JSON, a service report as PDF.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { VinParam } from '../bike/bike.schemas.ts';
import { PartUsed } from '../service-book/service-book.schemas.ts';
import { serviceBookExport } from './export.service.ts';
import { serviceBookPdf, serviceReportPdf } from './export-pdfs.ts';
import { PdfReaderQuery, pdfReader } from './pdf-reader.ts';

const When = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const ServiceBookExportSchema = Type.Object({
  format: Type.Literal('dealer-portal.service-book.v1'),
  exported_at: When,
  bike: Type.Object({
    vin: Type.String(),
    frame_number: Type.String(),
    model: Type.String(),
    brand: Type.String(),
  }),
  entries: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      description: Type.String(),
      status: Type.String(),
      performed_at: Nullable(When),
      odometer_km: Type.Union([Type.Integer(), Type.Null()]),
      labour_minutes: Type.Union([Type.Integer(), Type.Null()]),
      technician: Type.String(),
      parts: Type.Array(PartUsed),
      version: Type.Integer(),
      bike_shop_name: Type.String(),
      created_by: Type.String(),
      created_at: When,
    }),
  ),
  activities: Type.Array(
    Type.Object({
      id: Type.Integer(),
      workspace_id: Type.Integer(),
      kind: Type.String(),
      part_type: Nullable(Type.String()),
      success: Type.Boolean(),
      technician: Type.String(),
      created_at: When,
    }),
  ),
});

const PdfResponse = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
};
const attachment = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

export const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['export'], security: [{ bearer: [] }] };

  app.get(
    '/export/service_book/:vin/json',
    {
      config: { access: 'get_bike_info' },
      schema: {
        ...common,
        summary: 'A bike’s whole service book and service history as JSON',
        params: VinParam,
        response: { 200: ok(ServiceBookExportSchema) },
      },
    },
    async (request) => ({ result: await serviceBookExport(db, requireUser(request), request.params.vin) }),
  );

  app.get(
    '/export/service_book/:vin/pdf',
    {
      config: { access: 'get_bike_info' },
      schema: {
        ...common,
        summary: 'A bike’s whole service book and service history as PDF',
        params: VinParam,
        querystring: PdfReaderQuery,
        produces: ['application/pdf'],
        response: PdfResponse,
      },
    },
    async (request, reply) => {
      const pdf = await serviceBookPdf(db, requireUser(request), request.params.vin, pdfReader(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`service-book-${request.params.vin}.pdf`))
        .send(pdf);
    },
  );

  app.get(
    '/export/service_report/:id/pdf',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'A service report (draft or published) as PDF',
        params: IdParam,
        querystring: PdfReaderQuery,
        produces: ['application/pdf'],
        response: PdfResponse,
      },
    },
    async (request, reply) => {
      const { pdf, vin } = await serviceReportPdf(
        db,
        requireUser(request),
        request.params.id,
        pdfReader(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`service-report-${request.params.id}-${vin}.pdf`))
        .send(pdf);
    },
  );
};
