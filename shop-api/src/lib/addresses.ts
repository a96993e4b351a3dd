// Address rows as D1 stores them, and their contract shape (SPEC.md section 3: STATE in capitals).

export interface AddressRow {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  district: string;
  state: string;
  province: string;
  pincode: string;
  mobileno: string;
  country: string;
}

export const ADDRESS_COLUMNS =
  "id, customer_id, firstname, lastname, email, address1, address2, city, district, state, province, pincode, mobileno, country";

export function toAddress(row: AddressRow, defaultId: number | null) {
  return {
    id: row.id,
    is_default: row.id === defaultId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    district: row.district,
    STATE: row.state,
    province: row.province,
    pincode: row.pincode,
    mobileno: row.mobileno,
    country: row.country,
  };
}
