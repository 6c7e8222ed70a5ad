#import "StopsViewController.h"
#import "RouteBadgeView.h"

@interface StopsViewController ()
@property (nonatomic, strong) UILabel *footerLabel;
@property (nonatomic, strong) UILabel *hintLabel;
@end

@implementation StopsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor blackColor];

    UILabel *titleLabel = [[UILabel alloc] init];
    titleLabel.textColor = [UIColor lightGrayColor];
    titleLabel.font = [UIFont boldSystemFontOfSize:22];
    [self.view addSubview:titleLabel];

    UIView *panel = [[UIView alloc] initWithFrame:CGRectZero];
    panel.backgroundColor = [UIColor colorWithRed:0.0 green:0.2 blue:0.4 alpha:1.0];
    [self.view addSubview:panel];
    self.statusLabel = [UILabel new];
    [self.statusLabel setTextColor:[UIColor whiteColor]];
    [panel addSubview:self.statusLabel];

    [self.view addSubview:self.footerLabel];

    UIButton *retry = [UIButton buttonWithType:UIButtonTypeSystem];
    [retry setTitleColor:[UIColor systemBlueColor] forState:UIControlStateNormal];
    [retry setTitleColor:[UIColor darkGrayColor] forState:UIControlStateHighlighted];
    [panel addSubview:retry];

    UIStackView *stack = [[UIStackView alloc] initWithFrame:CGRectZero];
    self.searchField = [[UITextField alloc] init];
    self.searchField.placeholder = @"Search stops";
    [stack addArrangedSubview:self.searchField];
    [self.view addSubview:stack];

    _hintLabel = [[UILabel alloc] init];
    _hintLabel.textColor = [UIColor redColor];
    _hintLabel.hidden = YES;
    [self.view addSubview:_hintLabel];

    RouteBadgeView *badgeView = [[RouteBadgeView alloc] initWithFrame:CGRectZero];
    [self.view addSubview:badgeView];
}

- (UILabel *)footerLabel {
    if (!_footerLabel) {
        _footerLabel = [[UILabel alloc] initWithFrame:CGRectZero];
        _footerLabel.textColor = [UIColor systemYellowColor];
    }
    return _footerLabel;
}

- (void)addNoticeToView:(UIView *)host {
    UILabel *notice = [UILabel new];
    notice.textColor = [UIColor whiteColor];
    [host addSubview:notice];
}

- (void)buildLegend {
    DashedBoxView *box = [[DashedBoxView alloc] initWithFrame:CGRectZero];
    [self.view addSubview:box];
    UILabel *legend = [UILabel new];
    legend.textColor = [UIColor whiteColor];
    [box addSubview:legend];

    UIView *strip = [[UIView alloc] init];
    if (kDebugLayout) {
        strip.backgroundColor = [UIColor magentaColor];
    }
    [self.view addSubview:strip];
    UILabel *stripLabel = [UILabel new];
    stripLabel.textColor = [UIColor lightGrayColor];
    [strip addSubview:stripLabel];

    UIView *alert = [[UIView alloc] init];
    if (self.isDelayed) {
        alert.backgroundColor = [UIColor redColor];
    }
    [self.view addSubview:alert];
    UILabel *alertLabel = [UILabel new];
    alertLabel.textColor = [UIColor whiteColor];
    [alert addSubview:alertLabel];
}

- (void)prepareForReuse {
    self.statusLabel.textColor = nil;
}

@end
