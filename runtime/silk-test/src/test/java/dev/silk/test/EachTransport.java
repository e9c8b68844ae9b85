package dev.silk.test;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs a test once per transport from the class's static {@code transports()} method. The
 * transports are shared by the class, so JUnit must not close them after each invocation.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ParameterizedTest(name = "{0}", autoCloseArguments = false)
@MethodSource("transports")
@interface EachTransport {}
