#import "FileInfoViewController.h"

@implementation FileInfoViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self showPath:self.path];
}

- (void)showPath:(NSString *)path {
    // A path that no longer exists is shown in red.
    if ([path hasPrefix:@"/"] && [[NSFileManager defaultManager] fileExistsAtPath:path]) {
        self.pathLabel.text = path;
    } else {
        NSDictionary *attrs = @{ NSForegroundColorAttributeName : [UIColor systemRedColor] };
        self.pathLabel.attributedText = [[NSAttributedString alloc] initWithString:path attributes:attrs];
    }
}

@end
