-- An address marked by its Eircode is compared compact (issue 51): the staff type 'E25 X9T4', an
-- order keeps 'E25X9T4', and a mark kept with the space never matched an order.
UPDATE "customer_marks" SET "value" = replace("value", ' ', '')
WHERE "target" = 'address' AND "value" ~ '^([ac-fhknprtv-y][0-9]{2}|d6w) ?[0-9ac-fhknprtv-y]{4}$';
