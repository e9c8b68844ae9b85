package dev.silk.bench.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The Spring Boot peer, with Spring Boot's defaults: Tomcat with at most 200 platform threads,
 * Jackson, Thymeleaf, no property set but the database's. The port comes from the command line.
 *
 * <pre>
 * java -jar spring-boot-bench.jar --server.port=8080
 * </pre>
 */
@SpringBootApplication
public class SpringBootBench {
  public static void main(String[] args) {
    String db = System.getenv("BENCH_DB_URL");
    if (db != null && !db.isBlank()) {
      // The database cases (D193): Spring Boot's own pool (HikariCP) at the benchmark's pool size.
      System.setProperty("spring.datasource.url", db);
      System.setProperty(
          "spring.datasource.hikari.maximum-pool-size",
          System.getenv().getOrDefault("BENCH_DB_POOL", "32"));
    } else {
      // Without a database the JDBC starter would refuse to start; the other cases need none.
      System.setProperty(
          "spring.autoconfigure.exclude",
          "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration");
    }
    SpringApplication.run(SpringBootBench.class, args);
  }
}
