/**
 * SQL for Silk apps: {@link dev.silk.data.Database} (a HikariCP pool and Flyway migrations),
 * statements with bound parameters ({@link dev.silk.data.Sql}, {@link dev.silk.data.Query}), rows
 * mapped by {@link dev.silk.data.RowMapper}s generated for {@link dev.silk.data.Row} records,
 * transactions as lambdas, and the hook that keeps pools open across {@code silk dev} reloads
 * ({@link dev.silk.data.DataDevMode}).
 *
 * <p>It may import the JDK, HikariCP ({@code com.zaxxer.hikari}) and Flyway ({@code org.flywaydb});
 * never silk-web, so a batch job or a CLI tool can use it without a web server.
 */
package dev.silk.data;
