/**
 * SPEC §5: the property-comparison site's address for a parcel, from the municipality's
 * template ({municipality}, {parcelId}, {swis}, {compType}); undefined without a template or a
 * parcel id.
 */
export function comparisonSiteLink(
  template: string | undefined,
  values: { municipality: string; parcelId: string | null; swis: string | null },
): string | undefined {
  if (!template || !values.parcelId) return undefined;
  const fill: Record<string, string> = {
    municipality: values.municipality,
    parcelId: values.parcelId,
    swis: values.swis ?? '',
    compType: 'SalePrice',
  };
  return template.replace(/\{(municipality|parcelId|swis|compType)\}/g, (_, name: string) =>
    encodeURIComponent(fill[name] ?? ''),
  );
}
