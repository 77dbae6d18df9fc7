import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, withPhone } from '@ir/domain/messages.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { formatDollars, formatShortDate, orMissing } from '../../../lib/format.ts';
import { useMunicipality } from '../../../lib/municipality.ts';
import { propertyInfoQuery } from '../api/get-property-info.ts';

const TYPE_LABELS = { residential: 'Residential', commercial: 'Commercial', vacant: 'Vacant' };

/** SPEC §2 step 2 property-info toggle (class 300 and above), loaded when first opened. */
export function PropertyInfoToggle({
  printKey,
  propClass,
}: {
  printKey: string;
  propClass: string | null;
}) {
  const { firm } = useMunicipality();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const info = useQuery({ ...propertyInfoQuery(printKey, propClass), enabled: open });
  const area = (value: number | null) =>
    value === null ? '-' : `${value.toLocaleString('en-US')} sq ft`;

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="btn btn-outline btn-sm self-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide property information' : 'Show property information'}
      </button>
      <div id={panelId} hidden={!open} aria-live="polite">
        {open && info.isPending && <p>Loading property information…</p>}
        {open && info.isError && (
          <FormAlert kind="error">
            {withPhone(MESSAGES.filing.propertyLoadFailed, firm.phone)}
          </FormAlert>
        )}
        {info.data && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-box border border-base-300 p-4 text-sm">
            <dt className="font-medium">Property type</dt>
            <dd>{TYPE_LABELS[info.data.property_type]}</dd>
            <dt className="font-medium">Residential units</dt>
            <dd>{orMissing(info.data.num_res_units)}</dd>
            <dt className="font-medium">Total sites</dt>
            <dd>{orMissing(info.data.total_num_sites)}</dd>
            <dt className="font-medium">Rentable area</dt>
            <dd>{area(info.data.actual_rentable_area)}</dd>
            <dt className="font-medium">Building area</dt>
            <dd>{area(info.data.bldg_square_footage)}</dd>
            <dt className="font-medium">Acres</dt>
            <dd>{orMissing(info.data.acres_str)}</dd>
            <dt className="font-medium">Frontage</dt>
            <dd>{orMissing(info.data.front_str)}</dd>
            <dt className="font-medium">Depth</dt>
            <dd>{orMissing(info.data.depth_str)}</dd>
            <dt className="font-medium">Last sale price</dt>
            <dd>{formatDollars(info.data.sale_price)}</dd>
            <dt className="font-medium">Last sale date</dt>
            <dd>{formatShortDate(info.data.sale_date)}</dd>
          </dl>
        )}
      </div>
    </div>
  );
}
