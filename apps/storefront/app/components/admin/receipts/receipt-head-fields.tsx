// A goods receipt's head (issue 33): the supplier, their document's number and a note, as the typed form and the CSV
// import ask for them (the file does not carry them).
import { useTranslation } from "../../../lib/texts";
import { inputClasses, labelClasses } from "../page";

export function ReceiptHeadFields({
  id,
  values,
}: {
  /** Prefix of the fields' ids (two forms may be on one page). */
  id: string;
  values: { supplierName: string; supplierDocument: string; note: string } | null;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <label htmlFor={`${id}-supplier`} className={labelClasses}>
          {t("receipts.supplierName")}
        </label>
        <input
          id={`${id}-supplier`}
          name="supplierName"
          required
          maxLength={200}
          autoComplete="organization"
          defaultValue={values?.supplierName ?? ""}
          placeholder={t("receipts.supplierNameHint")}
          className={inputClasses}
        />
      </div>
      <div>
        <label htmlFor={`${id}-document`} className={labelClasses}>
          {t("receipts.supplierDocument")}
        </label>
        <input
          id={`${id}-document`}
          name="supplierDocument"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values?.supplierDocument ?? ""}
          placeholder={t("receipts.supplierDocumentHint")}
          className={inputClasses}
        />
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-note`} className={labelClasses}>
          {t("receipts.note")}
        </label>
        <input
          id={`${id}-note`}
          name="note"
          maxLength={500}
          defaultValue={values?.note ?? ""}
          placeholder={t("receipts.noteHint")}
          className={inputClasses}
        />
      </div>
    </div>
  );
}
