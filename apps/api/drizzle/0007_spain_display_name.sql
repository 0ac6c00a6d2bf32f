-- Spain is shown as just "Spain": the postcode finds the Balearic, Canary, Ceuta and Melilla
-- destinations. Only the names still as seeded change; a name staff edited stays theirs.
UPDATE "countries" SET "name" = "name"
  || CASE WHEN "name"->>'en' = 'Spain (mainland)' THEN '{"en": "Spain"}'::jsonb ELSE '{}'::jsonb END
  || CASE WHEN "name"->>'ar' = 'إسبانيا (البر الرئيسي)' THEN '{"ar": "إسبانيا"}'::jsonb ELSE '{}'::jsonb END
  || CASE WHEN "name"->>'es' = 'España (península)' THEN '{"es": "España"}'::jsonb ELSE '{}'::jsonb END
WHERE "code" = 'ES';
