import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * `INSERT INTO <table> (<columns>) VALUES (…), (…)` for rows of one entity, read from TypeORM's own metadata and
 * converted by its driver (column names, transformers, JSON), with parameters appended to `params` and numbered
 * after those already there. TypeORM's query builder cannot put two inserts into one statement; see
 * TransactionalOutbox.insertWithMails for why that matters. A property left undefined takes the column's DEFAULT.
 */
export function insertSql(dataSource: DataSource, target: EntityTarget<ObjectLiteral>, rows: ObjectLiteral[], params: unknown[]): string {
  const { driver } = dataSource;
  const metadata = dataSource.getMetadata(target);
  const columns = metadata.columns.filter((column) => column.isInsert && !column.isVirtual);
  const tuples = rows.map((row) => {
    const values = columns.map((column) => {
      const value: unknown = column.getEntityValue(row, true);
      if (value === undefined) return 'DEFAULT';
      params.push(driver.preparePersistentValue(value, column));
      return `$${params.length}`;
    });
    return `(${values.join(', ')})`;
  });
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  return `INSERT INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${tuples.join(', ')}`;
}
