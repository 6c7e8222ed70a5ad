#import <UIKit/UIKit.h>

@interface LegacyMapViewController : UIViewController
@end

@implementation LegacyMapViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UILabel *caption = [[UILabel alloc] init];
    caption.textColor = [UIColor grayColor];
    [self.view addSubview:caption];
}

@end
