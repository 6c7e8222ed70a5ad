#import "StopsViewController.h"

@implementation StopsViewController (Banner)

- (void)showServiceBanner {
    UILabel *banner = [UILabel new];
    banner.textColor = [UIColor yellowColor];
    banner.backgroundColor = [UIColor colorWithWhite:0.1 alpha:1.0];
    [self.view addSubview:banner];
}

@end
