import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@lounge/core';
import Joi from 'joi';
import { given, type SectionOf, type Table } from './variables';

/** The shop's tax per category in basis points (1% = 100; Montana: none) and a General member's discount. */
const basisPoints = (name: string) => given<number>(name, Joi.number().integer().min(0).max(5000).default(0));
export const SHOP = {
  taxMerchandise: basisPoints('SHOP_TAX_MERCHANDISE_BP'),
  taxDrinks: basisPoints('SHOP_TAX_DRINKS_BP'),
  taxFood: basisPoints('SHOP_TAX_FOOD_BP'),
  taxOther: basisPoints('SHOP_TAX_OTHER_BP'),
  generalMerchandiseDiscountPercent: given<number>(
    'SHOP_GENERAL_MERCHANDISE_DISCOUNT_PERCENT',
    Joi.number().integer().min(0).max(100).default(DEFAULT_SHOP_SETTINGS.generalMerchandiseDiscountPercent),
  ),
} satisfies Table;

export function shopSettings(shop: SectionOf<typeof SHOP>): ShopSettings {
  return {
    taxBasisPoints: {
      merchandise: shop.taxMerchandise,
      drinks: shop.taxDrinks,
      food: shop.taxFood,
      other: shop.taxOther,
    },
    generalMerchandiseDiscountPercent: shop.generalMerchandiseDiscountPercent,
  };
}
