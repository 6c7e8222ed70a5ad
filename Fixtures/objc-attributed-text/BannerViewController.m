#import "BannerViewController.h"

@implementation BannerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.introLabel.attributedText = [self introText];
    self.titleLabel.attributedText = [[NSAttributedString alloc]
        initWithString:@"Offline"
            attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:17],
                         NSForegroundColorAttributeName: [UIColor systemRedColor]}];

    NSMutableAttributedString *partial = [[NSMutableAttributedString alloc] initWithString:@"Sync: paused"];
    [partial addAttribute:NSForegroundColorAttributeName value:[UIColor systemOrangeColor] range:NSMakeRange(0, 5)];
    self.partialLabel.attributedText = partial;

    [self.tagsLabel setAttributedText:[self tagText:@[@"work", @"home"]]];
}

- (NSAttributedString *)introText {
    NSString *text = NSLocalizedString(@"Changes are kept on this device until you are online.", nil);
    NSMutableAttributedString *intro = [[NSMutableAttributedString alloc] initWithString:text];
    [intro addAttribute:NSForegroundColorAttributeName
                  value:[UIColor secondaryLabelColor]
                  range:NSMakeRange(0, intro.length)];
    return intro;
}

- (NSAttributedString *)tagText:(NSArray<NSString *> *)tags {
    NSMutableAttributedString *result = [[NSMutableAttributedString alloc] init];
    for (NSString *tag in tags) {
        NSString *padded = [NSString stringWithFormat:@" %@ ", tag];
        NSMutableAttributedString *chip = [[NSMutableAttributedString alloc] initWithString:padded];
        [chip addAttributes:@{NSForegroundColorAttributeName: [UIColor whiteColor],
                              NSBackgroundColorAttributeName: [UIColor systemBlueColor]}
                      range:NSMakeRange(0, padded.length)];
        [result appendAttributedString:chip];
        [result appendAttributedString:[[NSAttributedString alloc] initWithString:@" "]];
    }
    return result;
}

@end
