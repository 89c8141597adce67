-- Filled by hand this session (see docs/decisions); the snapshot is regenerated when all four are final.
SELECT 1;
