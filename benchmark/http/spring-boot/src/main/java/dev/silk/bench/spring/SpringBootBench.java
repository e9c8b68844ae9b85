package dev.silk.bench.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The Spring Boot peer, with Spring Boot's defaults: Tomcat with at most 200 platform threads,
 * Jackson, Thymeleaf, no property set. The port comes from the command line.
 *
 * <pre>
 * java -jar spring-boot-bench.jar --server.port=8080
 * </pre>
 */
@SpringBootApplication
public class SpringBootBench {
  public static void main(String[] args) {
    SpringApplication.run(SpringBootBench.class, args);
  }
}
