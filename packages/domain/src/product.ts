/** The product's name as shown after the municipality's short name in the header. */
export const PRODUCT_TITLE = 'Informal Review';
