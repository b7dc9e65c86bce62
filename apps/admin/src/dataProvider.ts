import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import type {
  AdminDashboard,
  AdminGiftCardDetail,
  AdminImage,
  AdminMailDetail,
  AdminOrderDetail,
  AdminProduct,
  AdminRefundInput,
  AdminSales,
  AdminSearchResults,
  AdminToday,
  AdminUpload,
  ErasureResult,
} from '@shop/contracts';
import { httpClient } from './http';

export const API_URL = '/api/admin';

/** What an image input holds: a picture already stored (path) or a file just chosen. */
export interface PictureValue {
  src?: string;
  title?: string;
  path?: string;
  rawFile?: File;
}

interface CarouselFormItem {
  picture?: PictureValue | null;
  alt?: string;
  alt_fr?: string;
  alt_nl?: string;
}

/**
 * A product as the form edits it: the main picture and each carousel picture as an image
 * input value next to their alt texts in three languages.
 */
export type ProductFormRecord = Omit<AdminProduct, 'main_image' | 'images'> & {
  main_picture: PictureValue | null;
  main_image_alt: string;
  main_image_alt_fr: string;
  main_image_alt_nl: string;
  images: CarouselFormItem[];
};

function toForm(product: AdminProduct): ProductFormRecord {
  const { main_image: main, images, ...rest } = product;
  return {
    ...rest,
    main_picture: main ? { src: main.url, path: main.path, title: main.alt } : null,
    main_image_alt: main?.alt ?? '',
    main_image_alt_fr: main?.alt_fr ?? '',
    main_image_alt_nl: main?.alt_nl ?? '',
    images: images.map((image) => ({
      picture: { src: image.url, path: image.path, title: image.alt },
      alt: image.alt,
      alt_fr: image.alt_fr,
      alt_nl: image.alt_nl,
    })),
  };
}

/** A picture uploaded to the media store (also the variant grid's pictures). */
export async function upload(file: File): Promise<AdminUpload> {
  const body = new FormData();
  body.append('file', file);
  const { json } = await httpClient(`${API_URL}/uploads/`, { method: 'POST', body });
  return json as AdminUpload;
}

/** The stored path of a picture, uploading it first when it was just chosen. */
async function storedPath(picture: PictureValue | null | undefined): Promise<string | null> {
  if (!picture) return null;
  if (picture.rawFile) return (await upload(picture.rawFile)).path;
  return picture.path ?? null;
}

async function toPayload(data: Partial<ProductFormRecord>) {
  const {
    main_picture: mainPicture,
    main_image_alt: alt,
    main_image_alt_fr: altFr,
    main_image_alt_nl: altNl,
    images,
    ...rest
  } = data;
  const mainPath = await storedPath(mainPicture);
  const carousel: AdminImage[] = [];
  for (const item of images ?? []) {
    const path = await storedPath(item?.picture);
    if (path) {
      carousel.push({
        path,
        alt: item.alt ?? '',
        alt_fr: item.alt_fr ?? '',
        alt_nl: item.alt_nl ?? '',
      });
    }
  }
  return {
    ...rest,
    main_image: mainPath
      ? { path: mainPath, alt: alt ?? '', alt_fr: altFr ?? '', alt_nl: altNl ?? '' }
      : null,
    images: carousel,
  };
}

const rest = simpleRestProvider(API_URL, httpClient);

export interface ShopDataProvider extends DataProvider {
  getDashboard(): Promise<AdminDashboard>;
  /** The day's work: orders to ship, failed mails, unhandled messages, stock alerts. */
  getToday(): Promise<AdminToday>;
  /** Sales per day and best sellers over 30 or 90 days, product names in `language`. */
  getSales(days: number, language: string): Promise<AdminSales>;
  /** The app bar's search: orders by number, customers, products in any language. */
  search(q: string): Promise<AdminSearchResults>;
  /** Queues a failed mail again (POST /mail-outbox/:id/resend/). */
  resendMail(id: number): Promise<AdminMailDetail>;
  /** Refunds units of order lines (POST /orders/:id/refunds/); `key` makes a retry refund once. */
  refundOrderLines(id: number, input: AdminRefundInput, key: string): Promise<AdminOrderDetail>;
  /** Erases an account on the customer's request (POST /customers/:id/erase/), audited. */
  eraseCustomer(id: number, reason: string): Promise<ErasureResult>;
  /** Voids a money gift card (POST /gift-cards/:id/void/), audited. */
  voidGiftCard(id: number, reason: string): Promise<AdminGiftCardDetail>;
}

/**
 * react-admin's simple REST provider against /api/admin/, with products' pictures uploaded
 * before the product is saved and shaped for the form on the way back.
 */
export const dataProvider: ShopDataProvider = {
  ...rest,
  async getList(resource, params) {
    const result = await rest.getList(resource, params);
    if (resource !== 'products') return result;
    return { ...result, data: (result.data as unknown as AdminProduct[]).map(toForm) };
  },
  async getOne(resource, params) {
    const result = await rest.getOne(resource, params);
    if (resource !== 'products') return result;
    return {
      data: toForm(result.data as unknown as AdminProduct) as unknown as typeof result.data,
    };
  },
  async getMany(resource, params) {
    const result = await rest.getMany(resource, params);
    if (resource !== 'products') return result;
    return {
      data: (result.data as unknown as AdminProduct[]).map(toForm) as unknown as RaRecord[],
    } as typeof result;
  },
  async create(resource, params) {
    if (resource !== 'products') return rest.create(resource, params);
    const { json } = await httpClient(`${API_URL}/products/`, {
      method: 'POST',
      body: JSON.stringify(await toPayload(params.data as Partial<ProductFormRecord>)),
    });
    return { data: toForm(json as AdminProduct) as never };
  },
  async update(resource, params) {
    if (resource !== 'products') return rest.update(resource, params);
    const { json } = await httpClient(`${API_URL}/products/${params.id}/`, {
      method: 'PUT',
      body: JSON.stringify(await toPayload(params.data as Partial<ProductFormRecord>)),
    });
    return { data: toForm(json as AdminProduct) as never };
  },
  async getDashboard() {
    const { json } = await httpClient(`${API_URL}/dashboard/`);
    return json as AdminDashboard;
  },
  async getToday() {
    const { json } = await httpClient(`${API_URL}/dashboard/today/`);
    return json as AdminToday;
  },
  async getSales(days, language) {
    const query = new URLSearchParams({ days: String(days), lang: language });
    const { json } = await httpClient(`${API_URL}/dashboard/sales/?${query.toString()}`);
    return json as AdminSales;
  },
  async search(q) {
    const { json } = await httpClient(
      `${API_URL}/search/?${new URLSearchParams({ q }).toString()}`,
    );
    return json as AdminSearchResults;
  },
  async resendMail(id) {
    const { json } = await httpClient(`${API_URL}/mail-outbox/${id}/resend/`, { method: 'POST' });
    return json as AdminMailDetail;
  },
  async refundOrderLines(id, input, key) {
    const { json } = await httpClient(`${API_URL}/orders/${id}/refunds/`, {
      method: 'POST',
      headers: new Headers({ 'idempotency-key': key }),
      body: JSON.stringify(input),
    });
    return json as AdminOrderDetail;
  },
  async eraseCustomer(id, reason) {
    const { json } = await httpClient(`${API_URL}/customers/${id}/erase/`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    });
    return json as ErasureResult;
  },
  async voidGiftCard(id, reason) {
    const { json } = await httpClient(`${API_URL}/gift-cards/${id}/void/`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    });
    return json as AdminGiftCardDetail;
  },
};
