import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { withPhone } from '@ir/domain/messages.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { MISSING, orMissing, useFormat } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { propertyInfoQuery } from '../api/get-property-info.ts';

/** SPEC §2 step 2 property-info toggle (class 300 and above), loaded when first opened. */
export function PropertyInfoToggle({
  printKey,
  propClass,
}: {
  printKey: string;
  propClass: string | null;
}) {
  const { firm } = useMunicipality();
  const { messages, format } = useLanguage();
  const { dollars, shortDate, number } = useFormat();
  const T = messages.filing.propertyInfo;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const info = useQuery({ ...propertyInfoQuery(printKey, propClass), enabled: open });
  const area = (value: number | null) =>
    value === null ? MISSING : format(T.squareFeet, { area: number(value) });

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? T.hide : T.show}
      </button>
      <div id={panelId} hidden={!open} aria-live="polite">
        {open && info.isPending && <p>{T.loading}</p>}
        {open && info.isError && (
          <FormAlert kind="error">
            {withPhone(messages.filing.propertyLoadFailed, firm.phone)}
          </FormAlert>
        )}
        {info.data && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-box border border-base-300 p-4 text-sm">
            <dt className="font-medium">{T.propertyType}</dt>
            <dd>{T.types[info.data.property_type]}</dd>
            <dt className="font-medium">{T.residentialUnits}</dt>
            <dd>{orMissing(info.data.num_res_units)}</dd>
            <dt className="font-medium">{T.totalSites}</dt>
            <dd>{orMissing(info.data.total_num_sites)}</dd>
            <dt className="font-medium">{T.rentableArea}</dt>
            <dd>{area(info.data.actual_rentable_area)}</dd>
            <dt className="font-medium">{T.buildingArea}</dt>
            <dd>{area(info.data.bldg_square_footage)}</dd>
            <dt className="font-medium">{T.acres}</dt>
            <dd>{orMissing(info.data.acres_str)}</dd>
            <dt className="font-medium">{T.frontage}</dt>
            <dd>{orMissing(info.data.front_str)}</dd>
            <dt className="font-medium">{T.depth}</dt>
            <dd>{orMissing(info.data.depth_str)}</dd>
            <dt className="font-medium">{T.lastSalePrice}</dt>
            <dd>{dollars(info.data.sale_price)}</dd>
            <dt className="font-medium">{T.lastSaleDate}</dt>
            <dd>{shortDate(info.data.sale_date)}</dd>
          </dl>
        )}
      </div>
    </div>
  );
}
