// The demo city's arterial roads: real Toronto names, each placed through one real point on it.

import type { LngLatPair } from './grid-frame';

export type Axis = 'ew' | 'ns';

/** A stretch of a street under one name, between two cross streets (absent: the street's own end). */
export interface NameSpan {
  name: string;
  from?: string;
  to?: string;
  /** Where house numbers start: this span's 'from' or 'to' end, or the key of a cross street (Yonge). */
  origin: string;
}

export interface ArterialDef {
  key: string;
  axis: Axis;
  /** A point on the street, or a street halfway between two others of the same axis. */
  at: LngLatPair | { between: readonly [string, string] };
  /** Cross streets the road runs between; absent: it runs to the city's edge. */
  from?: string;
  to?: string;
  names: NameSpan[];
}

function splitAtYonge(base: string): NameSpan[] {
  return [
    { name: `${base} W`, to: 'yonge', origin: 'to' },
    { name: `${base} E`, from: 'yonge', origin: 'from' },
  ];
}

const single = (name: string, origin = 'from'): NameSpan[] => [{ name, origin }];

function ew(key: string, at: ArterialDef['at'], names: NameSpan[], from?: string, to?: string): ArterialDef {
  return { key, axis: 'ew', at, names, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

function ns(key: string, at: ArterialDef['at'], names: NameSpan[], from?: string, to?: string): ArterialDef {
  return { key, axis: 'ns', at, names, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

// Points are subway stations and well-known intersections; in the Scarborough grid, which is tilted more
// than the frame, a street's point is taken near the middle of its length so the error is split.
export const ARTERIALS: readonly ArterialDef[] = [
  ew('queens-quay', [-79.377, 43.6413], splitAtYonge('Queens Quay'), 'bathurst', 'parliament'),
  ew('front', [-79.3806, 43.6453], splitAtYonge('Front St'), 'bathurst', 'parliament'),
  ew('king', [-79.3779, 43.6491], splitAtYonge('King St'), 'dufferin', 'broadview'),
  ew('queen', [-79.3793, 43.6524], [
    { name: 'The Queensway', to: 'roncesvalles', origin: 'to' },
    { name: 'Queen St W', from: 'roncesvalles', to: 'yonge', origin: 'to' },
    { name: 'Queen St E', from: 'yonge', origin: 'from' },
  ], undefined, 'victoria-park'),
  ew('dundas', [-79.3803, 43.6561], splitAtYonge('Dundas St'), 'keele', 'coxwell'),
  ew('dundas-etobicoke', [-79.525, 43.65], [{ name: 'Dundas St W', origin: 'yonge' }], undefined, 'jane'),
  ew('college', [-79.3831, 43.6613], [
    { name: 'College St', to: 'yonge', origin: 'to' },
    { name: 'Carlton St', from: 'yonge', origin: 'from' },
  ], 'lansdowne', 'parliament'),
  ew('gerrard', [-79.345, 43.6672], [{ name: 'Gerrard St E', origin: 'yonge' }], 'broadview', 'victoria-park'),
  ew('bloor', [-79.3857, 43.6709], [
    { name: 'Bloor St W', to: 'yonge', origin: 'to' },
    { name: 'Bloor St E', from: 'yonge', to: 'broadview', origin: 'from' },
    { name: 'Danforth Ave', from: 'broadview', to: 'victoria-park', origin: 'from' },
    { name: 'Danforth Rd', from: 'victoria-park', origin: 'from' },
  ], undefined, 'markham-rd'),
  ew('davenport', [-79.3975, 43.676], single('Davenport Rd', 'to'), 'lansdowne', 'yonge'),
  ew('st-clair', [-79.3934, 43.688], splitAtYonge('St Clair Ave'), 'jane', 'kennedy'),
  ew('eglinton', [-79.3983, 43.7057], splitAtYonge('Eglinton Ave'), undefined, 'morningside'),
  ew('lawrence', [-79.4022, 43.7251], splitAtYonge('Lawrence Ave'), 'royal-york'),
  ew('wilson', [-79.4066, 43.744], [
    { name: 'Wilson Ave', to: 'yonge', origin: 'to' },
    { name: 'York Mills Rd', from: 'yonge', origin: 'from' },
  ], 'jane', 'victoria-park'),
  ew('ellesmere', [-79.2764, 43.767], single('Ellesmere Rd'), 'victoria-park', 'morningside'),
  ew('sheppard', [-79.4111, 43.7615], splitAtYonge('Sheppard Ave')),
  ew('finch', [-79.4153, 43.7806], splitAtYonge('Finch Ave')),
  ew('steeles', [-79.4197, 43.7977], splitAtYonge('Steeles Ave')),

  ns('the-west-mall', [-79.564, 43.62], single('The West Mall'), 'queen', 'eglinton'),
  ns('kipling', [-79.5357, 43.6373], single('Kipling Ave')),
  ns('islington', [-79.5245, 43.6453], single('Islington Ave')),
  ns('royal-york', [-79.5113, 43.6482], single('Royal York Rd'), undefined, 'eglinton'),
  ns('jane', [-79.4841, 43.65], single('Jane St'), 'bloor'),
  ns('keele', [-79.4599, 43.6555], single('Keele St'), 'bloor'),
  ns('roncesvalles', [-79.449, 43.648], single('Roncesvalles Ave'), 'queen', 'bloor'),
  ns('dufferin', [-79.4354, 43.6601], single('Dufferin St')),
  ns('lansdowne', [-79.4425, 43.6592], single('Lansdowne Ave'), 'queen', 'davenport'),
  ns('ossington', [-79.4264, 43.6623], single('Ossington Ave'), 'queen', 'davenport'),
  ns('bathurst', [-79.4112, 43.6662], single('Bathurst St')),
  ns('spadina', [-79.4036, 43.6673], [
    { name: 'Spadina Ave', to: 'bloor', origin: 'from' },
    { name: 'Spadina Rd', from: 'bloor', origin: 'from' },
  ], 'queens-quay', 'st-clair'),
  ns('university', [-79.3883, 43.6548], [
    { name: 'University Ave', to: 'college', origin: 'from' },
    { name: 'Queens Park', from: 'college', to: 'bloor', origin: 'from' },
    { name: 'Avenue Rd', from: 'bloor', origin: 'from' },
  ], 'front', 'wilson'),
  ns('bay', [-79.39, 43.6702], single('Bay St'), 'queens-quay', 'davenport'),
  ns('yonge', [-79.3857, 43.6709], single('Yonge St')),
  ns('jarvis', [-79.3745, 43.6571], [
    { name: 'Jarvis St', to: 'bloor', origin: 'from' },
    { name: 'Mount Pleasant Rd', from: 'bloor', origin: 'from' },
  ], 'queens-quay', 'lawrence'),
  ns('parliament', [-79.365, 43.659], single('Parliament St'), 'queens-quay', 'bloor'),
  ns('bayview', [-79.3768, 43.7107], single('Bayview Ave'), 'bloor'),
  ns('broadview', [-79.3583, 43.6768], single('Broadview Ave'), 'queen', 'st-clair'),
  ns('laird', [-79.361, 43.707], single('Laird Dr'), 'st-clair', 'eglinton'),
  ns('leslie', [-79.3659, 43.7712], single('Leslie St'), 'eglinton'),
  ns('pape', [-79.3449, 43.6799], single('Pape Ave'), 'queen', 'st-clair'),
  ns('don-mills', [-79.3462, 43.7755], single('Don Mills Rd'), 'eglinton'),
  ns('coxwell', [-79.3232, 43.6842], single('Coxwell Ave'), 'queen', 'eglinton'),
  ns('woodbine', [-79.313, 43.6863], single('Woodbine Ave'), undefined, 'eglinton'),
  ns('victoria-park', [-79.2888, 43.6949], single('Victoria Park Ave')),
  ns('pharmacy', { between: ['victoria-park', 'warden'] }, single('Pharmacy Ave'), 'bloor'),
  ns('warden', [-79.2795, 43.7113], single('Warden Ave'), 'bloor'),
  ns('birchmount', { between: ['warden', 'kennedy'] }, single('Birchmount Rd'), 'bloor'),
  ns('kennedy', [-79.2852, 43.779], single('Kennedy Rd'), 'bloor'),
  ns('midland', { between: ['kennedy', 'brimley'] }, single('Midland Ave'), 'bloor'),
  ns('brimley', [-79.2665, 43.777], single('Brimley Rd')),
  ns('mccowan', [-79.251, 43.775], single('McCowan Rd')),
  ns('markham-rd', [-79.232, 43.785], single('Markham Rd')),
  ns('neilson', { between: ['markham-rd', 'morningside'] }, single('Neilson Rd'), 'ellesmere'),
  ns('morningside', [-79.203, 43.785], single('Morningside Ave')),
  ns('meadowvale', [-79.19, 43.8177], single('Meadowvale Rd'), 'sheppard'),
];
